import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { useFormDraft } from './use-form-draft';

const TITLE = 'عنوان';
const SEND = 'ثبت';

function TitleForm({ onSent }: { onSent?: () => void }) {
  const form = useForm({ initialValues: { title: '', count: '10' } });
  const clear = useFormDraft(form, 'quiz:new');
  return (
    <form
      onSubmit={form.onSubmit(() => {
        clear();
        onSent?.();
      })}
    >
      <TextInput label={TITLE} {...form.getInputProps('title')} />
      <button type="submit">{SEND}</button>
    </form>
  );
}

describe('useFormDraft', () => {
  it('gives back a typed form after a reload and forgets it once sent', async () => {
    const first = renderWithApp(<TitleForm />, { signedInAs: 'teacher' });
    await userEvent.type(screen.getByRole('textbox', { name: TITLE }), 'آزمون کسرها');
    first.unmount();

    const again = renderWithApp(<TitleForm />, { signedInAs: 'teacher', keepStorage: true });
    expect(await screen.findByRole('textbox', { name: TITLE })).toHaveValue('آزمون کسرها');
    await userEvent.click(screen.getByRole('button', { name: SEND }));
    again.unmount();

    renderWithApp(<TitleForm />, { signedInAs: 'teacher', keepStorage: true });
    expect(screen.getByRole('textbox', { name: TITLE })).toHaveValue('');
  });

  it('does not store a form nobody has changed', () => {
    renderWithApp(<TitleForm />, { signedInAs: 'teacher' });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });
});
