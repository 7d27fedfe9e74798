import type { StoryContext } from '@storybook/react-vite';
import { common } from '@/shared/i18n/common';
import { t } from './strings';

/** Steps a person takes through the screen, shared by the stories' play functions. */
type Context = Pick<StoryContext, 'canvas' | 'userEvent'>;

export const password = (c: Context, label: string) => c.canvas.getByLabelText(new RegExp(`^${label}`));

export async function toCodeStep({ canvas, userEvent }: Context) {
  await userEvent.type(canvas.getByRole('textbox', { name: t.phone.label }), '۰۹۱۲۱۲۳۴۵۶۷');
  await userEvent.click(canvas.getByRole('button', { name: t.phone.submit }));
  await userEvent.type(await canvas.findByRole('textbox', { name: t.code.label }), '۱۲۳۴۵');
}

export async function toDetailsStep(context: Context) {
  await toCodeStep(context);
  await context.userEvent.click(context.canvas.getByRole('button', { name: t.code.submit }));
  await context.canvas.findByRole('textbox', { name: t.details.firstName });
}

export async function fillDetails(context: Context) {
  const { canvas, userEvent } = context;
  await userEvent.type(canvas.getByRole('textbox', { name: t.details.firstName }), 'سارا');
  await userEvent.type(canvas.getByRole('textbox', { name: t.details.lastName }), 'احمدی');
  await userEvent.type(canvas.getByRole('textbox', { name: t.details.username }), 'sara_1404');
  await userEvent.type(password(context, t.details.password), '12345678');
  await userEvent.type(password(context, t.details.confirm), '12345678');
  await userEvent.click(canvas.getByRole('radio', { name: common.grades.fourth }));
  await userEvent.click(canvas.getByRole('radio', { name: common.genders.FEMALE }));
  await userEvent.click(canvas.getByRole('button', { name: t.details.submit }));
}
