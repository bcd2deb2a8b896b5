import { messages } from '@partsmith/contract/messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function renderStepper(value: string, leadTimeDays: number | null = null) {
  render(
    <QuantityStepper value={value} onChange={vi.fn()} minimum={5} stock={50} leadTimeDays={leadTimeDays} onBelowMinimum={vi.fn()} onAboveLimit={vi.fn()} />,
  );
  return screen.getByRole('spinbutton', { name: 'Quantity' });
}

describe('QuantityStepper', () => {
  it('describes the quantity with the range, in a polite live region, while the quantity is fine', () => {
    const input = renderStepper('5');

    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Order from 5 to 50 pieces.');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint).toHaveAttribute('aria-live', 'polite');
    expect(hint).toHaveAttribute('aria-atomic', 'true');
  });

  it('does not flag the starting 0 as an error', () => {
    const input = renderStepper('0');

    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Order from 5 to 50 pieces.');
  });

  it.each([
    ['4', messages.validation.belowMinimum],
    ['51', messages.validation.aboveLimit],
    ['5.5', 'Whole pieces only.'],
  ])('marks a typed %s invalid and says why in text, not only in red', (typed, problem) => {
    const input = renderStepper(typed);

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${problem} Order from 5 to 50 pieces.`);
  });

  it('for a part with a lead time, takes more than the stock and says what ships later, in the same live region', () => {
    const input = renderStepper('80', 21);

    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('max', '1000000');
    expect(input).toHaveAccessibleDescription('Order from 5 pieces; beyond the 50 in stock, they ship within 21 days. 50 in stock, 30 within 21 days');
    expect(screen.getByText('50 in stock, 30 within 21 days').closest('[aria-live]')).toHaveAttribute('aria-atomic', 'true');
  });
});
