import { TOAST_DURATION_MS } from '@partsmith/contract/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Your Info Updated')}>
        succeed
      </button>
      <button type="button" onClick={() => toast.error('Failed to Make an Admin')}>
        fail
      </button>
    </>
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`close by themselves after ${TOAST_DURATION_MS} ms`, () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your Info Updated');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Your Info Updated')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Your Info Updated')).not.toBeInTheDocument();
  });

  it('announces errors as alerts, in a live region, and closes on the dismiss button', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to Make an Admin');
    expect(alert).toHaveClass('alert-error');
    expect(alert.parentElement).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps each toast for its own 5 seconds', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Your Info Updated')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to Make an Admin')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Failed to Make an Admin')).not.toBeInTheDocument();
  });
});
