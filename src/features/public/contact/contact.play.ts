import type { StoryContext } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { phoneText } from '@/shared/i18n/phone';
import { t } from './strings';

/** Steps a visitor takes on the contact page, shared by the stories' play functions. */
type Context = Pick<StoryContext, 'canvas' | 'userEvent'>;

export const field = ({ canvas }: Context, name: string) =>
  canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });

export const typed = {
  fullName: 'محمد کریمی',
  /** Persian digits, as typed on a Persian keyboard. */
  phone: '۰۹۱۳۱۱۱۲۲۳۳',
  message: 'مدیر دبستان هستم؛ لطفاً برای همکاری تماس بگیرید.',
} as const;

/** Fills every field (choosing «همکاری مدرسه» from the list) and sends. */
export async function fillAndSend(context: Context) {
  const { canvas, userEvent } = context;
  await userEvent.type(field(context, t.form.fullName), typed.fullName);
  await userEvent.type(field(context, phoneText.label), typed.phone);
  await userEvent.click(canvas.getByRole('combobox', { name: new RegExp(`^${t.form.topic}`) }));
  // The list opens in a portal, outside the story's canvas.
  await userEvent.click(await within(document.body).findByRole('option', { name: t.topics.school }));
  await userEvent.type(field(context, t.form.message), typed.message);
  await userEvent.click(canvas.getByRole('button', { name: t.form.submit }));
}
