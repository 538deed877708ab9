import { Textarea, type TextareaProps } from '@mantine/core';

// A one-line text field that wraps as it grows (docs/side-panel.md#widths): the whole of a long value (a URL, UTM
// parameters, a naming template) stays in view in the narrow side panel, where a plain input shows its start only.
// It is still one line of text: Enter adds no line, and a pasted line break becomes a space.

export type WrappingTextInputProps = Omit<TextareaProps, 'value' | 'onChange' | 'autosize' | 'minRows'> & {
  value: string;
  onValue: (text: string) => void;
};

export function WrappingTextInput({ value, onValue, onKeyDown, ...props }: WrappingTextInputProps) {
  return (
    <Textarea
      {...props}
      autosize
      minRows={1}
      value={value}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
        onKeyDown?.(e);
      }}
      onChange={(e) => onValue(e.currentTarget.value.replace(/\s*[\r\n]+\s*/g, ' '))}
    />
  );
}
