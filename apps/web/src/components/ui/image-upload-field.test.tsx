import { MAX_UPLOAD_BYTES } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { imageFile, mockUploads, uploaded } from '@/testing/fake-uploads';
import { ImageUploadField } from './image-upload-field';

const URL_A = `/uploads/${'a'.repeat(32)}.webp`;

function Harness({ error, onChange }: { error?: string; onChange?: (url: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <ImageUploadField
        label="Image"
        value={value}
        error={error}
        onChange={(url) => {
          setValue(url);
          onChange?.(url);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Image'), { target: { files: [file] } });

describe('ImageUploadField', () => {
  it('shows a preview at once, the progress while sending, and hands the uploaded URL to the form', async () => {
    const uploads = mockUploads();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(messages.uploads.hint);

    choose(imageFile());
    const progress = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('value', '0');
    expect(screen.getByText(messages.uploads.uploading)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));

    uploads.latest().progress(400, 1000);
    expect(progress).toHaveAttribute('value', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();

    uploads.latest().progress(1000, 1000);
    expect(screen.getByText(messages.uploads.processing)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('value');
    expect(onChange).not.toHaveBeenCalled();

    await uploads.latest().respond(...uploaded());
    expect(onChange).toHaveBeenCalledWith(URL_A);
    expect(screen.getByTestId('value')).toHaveTextContent(URL_A);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(messages.uploads.uploaded)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
  });

  it("shows the server's message when the upload is refused, and leaves the form without an image", async () => {
    const uploads = mockUploads();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    choose(imageFile('page.png'));
    await uploads.latest().respond(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Upload a JPEG, PNG, WebP, AVIF or GIF image.' });

    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Upload a JPEG, PNG, WebP, AVIF or GIF image.'));
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file of another type or over 5 MB before sending it', async () => {
    const uploads = mockUploads();
    render(<Harness />);

    choose(imageFile('drawing.svg', 'image/svg+xml'));
    expect(screen.getByText(messages.uploads.wrongType)).toBeInTheDocument();
    choose(imageFile('huge.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1));
    expect(screen.getByText(messages.uploads.tooLarge)).toBeInTheDocument();
    expect(screen.queryByText(messages.uploads.wrongType)).not.toBeInTheDocument();
    expect(uploads.requests()).toEqual([]);
  });

  it("shows the form's message, and the network message when the server cannot be reached", async () => {
    const uploads = mockUploads();
    render(<Harness error={messages.validation.imageRequired} />);
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(expect.stringContaining(messages.validation.imageRequired));

    choose(imageFile());
    await uploads.latest().fail();
    expect(screen.getByText(/We could not reach the shop/)).toBeInTheDocument();
  });

  it('drops an upload that is replaced by another file, and clears itself when the form is reset', async () => {
    const uploads = mockUploads();
    render(<Harness />);

    choose(imageFile('first.png'));
    const first = uploads.latest();
    choose(imageFile('second.png'));
    expect(first.aborted).toBe(true);
    await uploads.latest().respond(...uploaded());
    expect(screen.getByTestId('value')).toHaveTextContent(URL_A);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();
    expect(screen.queryByText(messages.uploads.uploaded)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveValue('');
  });
});
