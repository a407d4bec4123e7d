import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { TextField } from '@shared/ui/TextField';

import { useForm } from './useForm';

afterEach(cleanup);

const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  code: z.string().check(z.regex(/^\d{3}$/, 'Enter three digits')),
});
type Contact = z.infer<typeof contactSchema>;

function ContactForm({ onValid, mode }: { onValid: (values: Contact) => void; mode?: 'onSubmit' | 'onChange' }) {
  const { register, field, handleSubmit, formState } = useForm<Contact>({
    schema: contactSchema,
    mode,
    defaultValues: { name: '', code: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField label="Name" error={formState.errors.name?.message} {...register('name')} />
      {/* `field` is `register` with the field's message. */}
      <TextField label="Code" {...field('code')} />
      <button type="submit" disabled={mode === 'onChange' && !formState.isValid}>
        Send
      </button>
    </form>
  );
}

const name = () => screen.getByRole('textbox', { name: 'Name' });
const code = () => screen.getByRole('textbox', { name: 'Code' });
const send = () => screen.getByRole('button', { name: 'Send' });
const messages = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('useForm (mode onSubmit)', () => {
  it('shows every message on submit, sends nothing and focuses the first invalid field', async () => {
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(code(), '12');
    expect(messages()).toEqual([]);
    await user.click(send());
    expect(messages()).toEqual(['Name is required', 'Enter three digits']);
    expect(name()).toHaveAccessibleDescription('Name is required');
    expect(name()).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(name(), 'Sam');
    await user.click(send());
    expect(code()).toHaveFocus();
  });

  it("passes the schema's parsed output to onValid", async () => {
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(name(), '  Sam  ');
    await user.type(code(), '123');
    await user.click(send());
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ name: 'Sam', code: '123' });
    expect(messages()).toEqual([]);
  });

  it('after a submit, validates each field as it changes and leaves the other messages alone', async () => {
    render(<ContactForm onValid={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(send());
    expect(messages()).toEqual(['Name is required', 'Enter three digits']);
    await user.type(code(), '12');
    expect(messages()).toEqual(['Name is required', 'Enter three digits']);
    await user.type(code(), '3');
    expect(messages()).toEqual(['Name is required']);
    await user.type(name(), 'S');
    expect(messages()).toEqual([]);
    await user.clear(name());
    expect(messages()).toEqual(['Name is required']);
  });
});

describe('useForm (mode onChange)', () => {
  it('validates every change and keeps isValid up to date', async () => {
    render(<ContactForm onValid={vi.fn()} mode="onChange" />);
    const user = userEvent.setup();
    expect(send()).toBeDisabled();
    await user.type(code(), '1');
    expect(messages()).toEqual(['Enter three digits']);
    await user.type(code(), '23');
    expect(messages()).toEqual([]);
    expect(send()).toBeDisabled();
    await user.type(name(), 'Sam');
    expect(send()).toBeEnabled();
    await user.clear(name());
    expect(messages()).toEqual(['Name is required']);
    expect(send()).toBeDisabled();
  });
});

const courtSchema = z.object({
  flexi: z.record(z.string(), z.string().check(z.minLength(1, 'This field is required'))),
  cvc: z.string().check(z.regex(/^\d{3}$/, 'Enter the CVC')),
});
type Court = z.infer<typeof courtSchema>;

function CourtForm({ onValid }: { onValid: (values: Court) => void }) {
  const { register, field, handleSubmit, formState, setValue, watch, resetField, reset } = useForm<Court>({
    schema: courtSchema,
    defaultValues: { flexi: { f1: '' }, cvc: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField label="County" {...field('flexi.f1')} />
      <p>Chosen county: {watch('flexi.f1') || 'none'}</p>
      <button type="button" onClick={() => setValue('flexi.f1', 'Orange', { shouldValidate: formState.isSubmitted })}>
        Pick Orange
      </button>
      <TextField label="CVC" error={formState.errors.cvc?.message} {...register('cvc')} />
      <button type="button" onClick={() => resetField('cvc')}>
        Clear CVC
      </button>
      <button type="button" onClick={() => reset()}>
        Start over
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm setValue, watch, resetField and reset', () => {
  it('sets a dotted path: the input shows it, watch re-renders, the nested message clears', async () => {
    const onValid = vi.fn();
    render(<CourtForm onValid={onValid} />);
    const user = userEvent.setup();
    const county = screen.getByRole('textbox', { name: 'County' });
    await user.type(county, 'L');
    expect(screen.getByText('Chosen county: L')).toBeInTheDocument();
    await user.clear(county);
    await user.click(send());
    expect(messages()).toEqual(['This field is required', 'Enter the CVC']);
    expect(county).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Pick Orange' }));
    expect(county).toHaveValue('Orange');
    expect(screen.getByText('Chosen county: Orange')).toBeInTheDocument();
    expect(messages()).toEqual(['Enter the CVC']);

    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(send());
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ flexi: { f1: 'Orange' }, cvc: '123' });
  });

  it('resetField puts the default value back and removes the message', async () => {
    render(<CourtForm onValid={vi.fn()} />);
    const user = userEvent.setup();
    const cvc = screen.getByRole('textbox', { name: 'CVC' });
    await user.type(cvc, '12');
    await user.click(send());
    expect(messages()).toContain('Enter the CVC');
    await user.click(screen.getByRole('button', { name: 'Clear CVC' }));
    expect(cvc).toHaveValue('');
    expect(messages()).not.toContain('Enter the CVC');
    expect(messages()).toContain('This field is required');
  });

  it('reset puts every default value back, removes the messages and waits for a submit again', async () => {
    render(<CourtForm onValid={vi.fn()} />);
    const user = userEvent.setup();
    const county = screen.getByRole('textbox', { name: 'County' });
    await user.type(county, 'Orange');
    await user.click(send());
    expect(messages()).toEqual(['Enter the CVC']);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(county).toHaveValue('');
    expect(screen.getByText('Chosen county: none')).toBeInTheDocument();
    expect(messages()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '1');
    expect(messages()).toEqual([]);
  });
});

const choiceSchema = z.object({
  kind: z.enum(['code', 'gift']),
  agree: z.boolean().check(z.refine((value) => value, 'Please agree')),
  phone: z.string(),
  card: z.string().check(z.regex(/^\d{4} \d{4}$/, 'Enter 8 digits')),
  note: z.string(),
});
type Choice = z.infer<typeof choiceSchema>;

const groupPhone = (value: string) => value.replace(/\D/g, '').replace(/^(\d{3})(\d)/, '$1-$2');
const groupCard = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 8)
    .replace(/^(\d{4})(\d)/, '$1 $2');

function ChoiceForm({ onValid }: { onValid: (values: Choice) => void }) {
  const [noteShown, setNoteShown] = useState(true);
  const { register, controlled, handleSubmit, formState, setValue } = useForm<Choice>({
    schema: choiceSchema,
    defaultValues: { kind: 'gift', agree: false, phone: '', card: '', note: 'kept' },
  });
  const card = controlled('card');
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField
        label="Card"
        error={formState.errors.card?.message}
        {...card}
        onChange={(event) => card.onChange(groupCard(event.target.value))}
      />
      <label>
        <input type="radio" value="code" {...register('kind')} /> Discount code
      </label>
      <label>
        <input type="radio" value="gift" {...register('kind')} /> Gift certificate
      </label>
      <label>
        <input type="checkbox" {...register('agree')} /> I agree
      </label>
      {formState.errors.agree ? <p role="alert">{formState.errors.agree.message}</p> : null}
      <TextField
        label="Phone"
        {...register('phone', {
          onChange: (event) => {
            const shown = groupPhone(event.target.value);
            if (shown !== event.target.value) setValue('phone', shown);
          },
        })}
      />
      {noteShown ? <TextField label="Note" {...register('note')} /> : null}
      <button type="button" onClick={() => setNoteShown((shown) => !shown)}>
        Toggle note
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm inputs', () => {
  it('reads radios and checkboxes, reformats through onChange and keeps the value of an input that left', async () => {
    const onValid = vi.fn();
    render(<ChoiceForm onValid={onValid} />);
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Gift certificate' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');

    await user.click(send());
    expect(messages()).toEqual(['Enter 8 digits', 'Please agree']);
    const card = screen.getByRole('textbox', { name: 'Card' });
    expect(card).toHaveFocus();
    await user.paste('12345678');
    expect(card).toHaveValue('1234 5678');
    // The controlled value is validated as shown (grouped), on the change itself.
    expect(messages()).toEqual(['Please agree']);
    await user.click(send());
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Discount code' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(messages()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '5551234');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('555-1234');

    await user.type(screen.getByRole('textbox', { name: 'Note' }), '!');
    await user.click(screen.getByRole('button', { name: 'Toggle note' }));
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toggle note' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept!');

    await user.click(send());
    expect(onValid).toHaveBeenCalledExactlyOnceWith({
      kind: 'code',
      agree: true,
      phone: '555-1234',
      card: '1234 5678',
      note: 'kept!',
    });
  });
});
