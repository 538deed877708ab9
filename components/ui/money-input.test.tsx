// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { amountMessages, budgetOnBlur } from '../../lib/rules';
import { MoneyInput } from './money-input';

// The field keeps what is typed, key by key; the value it hands on is what the text reads as.

function Field({ onBlurValue, pending }: { onBlurValue?: (v: number | null) => number | null; pending?: string }) {
  const [value, setValue] = useState<number | null>(null);
  const [text, setText] = useState<string | null>(pending ?? null);
  return (
    <MantineProvider env="test">
      <MoneyInput
        id="bid"
        label="Bid amount (USD)"
        kind="money"
        format={{ currency: 'USD', locale: 'en-US' }}
        value={value}
        pendingText={pending}
        onChange={setValue}
        onPendingText={setText}
        onBlurValue={onBlurValue}
      />
      <output data-testid="value">{String(value)}</output>
      <output data-testid="pending">{String(text)}</output>
    </MantineProvider>
  );
}

const input = () => screen.getByLabelText('Bid amount (USD)') as HTMLInputElement;
const typeKeys = (keys: string) => {
  for (const key of keys) fireEvent.change(input(), { target: { value: input().value + key } });
};

describe('MoneyInput', () => {
  afterEach(cleanup);

  it('keeps every key of 2.50 and hands on 2.5; on blur shows $2.50', () => {
    render(<Field />);
    const seen: string[] = [];
    for (const key of '2.50') {
      typeKeys(key);
      seen.push(`${input().value}=${screen.getByTestId('value').textContent}`);
    }
    expect(seen).toEqual(['2=2', '2.=2', '2.5=2.5', '2.50=2.5']);
    fireEvent.blur(input());
    expect(input().value).toBe('$2.50');
    // Edit: one backspace, then another digit.
    fireEvent.change(input(), { target: { value: '$2.5' } });
    typeKeys('9');
    expect(screen.getByTestId('value').textContent).toBe('2.59');
  });

  it('shows why a text does not read, keeps it as typed, and hands it on as pending', () => {
    render(<Field />);
    typeKeys('2.505');
    expect(input().value).toBe('2.505');
    expect(screen.getByText(amountMessages.tooManyDecimals('2.50'))).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('null');
    expect(screen.getByTestId('pending').textContent).toBe('2.505');
    fireEvent.blur(input());
    expect(input().value).toBe('2.505');
  });

  it('shows a pending text again, and reads a pasted amount', () => {
    render(<Field pending="abc" />);
    expect(input().value).toBe('abc');
    expect(screen.getByText(amountMessages.notANumber('2.50'))).toBeTruthy();
    fireEvent.change(input(), { target: { value: '$1,000.00' } });
    expect(screen.getByTestId('value').textContent).toBe('1000');
    expect(screen.getByTestId('pending').textContent).toBe('null');
  });

  it("a budget's blur fallback is said at the field, not made silently", () => {
    render(<Field onBlurValue={(v) => budgetOnBlur('daily', v)} />);
    typeKeys('0.5');
    fireEvent.blur(input());
    expect(input().value).toBe('$5.00');
    expect(screen.getByText('"0.5" is not a valid amount here: set to $5.00.')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('5');
  });
});
