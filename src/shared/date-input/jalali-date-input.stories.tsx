import { Box, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { JalaliDateInput, type JalaliDateInputProps } from './jalali-date-input';
import { dateInputText as t } from './strings';

// Demo text of these stories only; a screen brings its own label from its strings.ts.
const demo = {
  label: 'مهلت تحویل',
  description: 'روزی که تکلیف بسته می‌شود',
  required: 'مهلت تحویل را بنویس یا از تقویم انتخاب کن.',
  submit: 'ذخیره',
} as const;

/** The field with its value kept in state and written out as the form would send it. */
function Controlled(props: JalaliDateInputProps) {
  const [value, setValue] = useState(props.value ?? null);
  return (
    <Box p="md" maw={420}>
      <JalaliDateInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output data-testid="sent">{value ?? '-'}</output>
    </Box>
  );
}

const meta = {
  title: 'Shared/Jalali date input',
  component: JalaliDateInput,
  args: { label: demo.label, description: demo.description, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof JalaliDateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const openCalendar = async () => {
  await userEvent.click(screen.getByRole('button', { name: t.openCalendar(demo.label) }));
  return screen.findByRole('dialog', { name: t.calendar(demo.label) });
};

/** A day button in the open calendar, by its Jalali day of Azar 1404 (Persian digits). */
const azar = (day: string) => screen.getByRole('button', { name: new RegExp(`(^|\\s)${day} آذر ۱۴۰۴`) });

const field = () => screen.getByRole('textbox', { name: new RegExp(demo.label) });
const sent = () => screen.getByTestId('sent');

/** The focused day's Jalali name, read from DayPicker's day button label. */
const focusedDay = () => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ?? '';

/** Empty; the calendar opens as a named dialog, Saturday first, and Escape returns to the field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: new RegExp(demo.label) });
    await expect(input).toHaveValue('');
    const dialog = await openCalendar();
    // DayPicker hides the weekday row from screen readers (each day's name says its weekday).
    const weekdays = dialog.querySelectorAll('.rdp-weekday');
    await expect(weekdays).toHaveLength(7);
    await expect(weekdays[0]).toHaveTextContent('ش');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(input).toHaveFocus();
  },
};

/** A day from the server shows in Jalali with Persian digits, and the calendar opens on it. */
export const WithValue: Story = {
  args: { value: '2025-11-23' },
  play: async () => {
    await expect(field()).toHaveValue('۱۴۰۴/۰۹/۰۲');
    const dialog = await openCalendar();
    await expect(within(dialog).getByRole('option', { name: 'آذر', selected: true })).toBeInTheDocument();
    await expect(within(dialog).getByRole('option', { name: '۱۴۰۴', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(focusedDay()).toBe('یک‌شنبه ۲ آذر ۱۴۰۴، انتخاب‌شده'));
  },
};

/** Days before minDate and after maxDate are disabled in the grid and refused when typed. */
export const MinMax: Story = {
  args: { minDate: '2025-11-25', maxDate: '2025-12-15' },
  play: async () => {
    await openCalendar();
    await expect(azar('۳')).toBeDisabled();
    await expect(azar('۴')).toBeEnabled();
    await expect(azar('۲۴')).toBeEnabled();
    await expect(azar('۲۵')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(field(), '۱۴۰۴/۹/۱');
    await userEvent.tab();
    await expect(screen.getByText(t.tooEarly('۱۴۰۴/۰۹/۰۴'))).toBeVisible();
    await userEvent.clear(field());
    await userEvent.type(field(), '1404/10/1{Enter}');
    await expect(screen.getByText(t.tooLate('۱۴۰۴/۰۹/۲۴'))).toBeVisible();
    await expect(sent()).toHaveTextContent('-');
  },
};

/** Typed in Persian or Arabic-Indic digits, with / or -: read on leaving the field or on Enter. */
export const TypedPersianDigits: Story = {
  play: async () => {
    await userEvent.type(field(), '۱۴۰۴/۹/۲');
    await userEvent.tab();
    await expect(field()).toHaveValue('۱۴۰۴/۰۹/۰۲');
    await expect(sent()).toHaveTextContent('2025-11-23');
    await userEvent.clear(field());
    await userEvent.type(field(), '١٤٠٤-٩-٣{Enter}');
    await expect(field()).toHaveValue('۱۴۰۴/۰۹/۰۳');
    await expect(sent()).toHaveTextContent('2025-11-24');
  },
};

/** A day that does not exist (1404 is not a leap year) is refused in Persian; the text stays. */
export const InvalidTyped: Story = {
  args: { value: '2025-11-23' },
  play: async () => {
    await userEvent.clear(field());
    await userEvent.type(field(), '۱۴۰۴/۱۲/۳۰');
    await userEvent.tab();
    await expect(screen.getByText(t.invalid)).toBeVisible();
    await expect(field()).toHaveValue('۱۴۰۴/۱۲/۳۰');
    await expect(field()).toHaveAttribute('aria-invalid', 'true');
    await expect(sent()).toHaveTextContent('-');
  },
};

/** Right to left: ArrowLeft is the next day, ArrowRight the previous; Enter picks and closes. */
export const KeyboardRtl: Story = {
  args: { value: '2025-11-23' },
  play: async () => {
    await openCalendar();
    await waitFor(() => expect(focusedDay()).toMatch(/^یک‌شنبه ۲ آذر ۱۴۰۴/));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(focusedDay()).toMatch(/^دوشنبه ۳ آذر ۱۴۰۴/));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(focusedDay()).toMatch(/^شنبه ۱ آذر ۱۴۰۴/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDay()).toMatch(/^شنبه ۸ آذر ۱۴۰۴/));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(field()).toHaveValue('۱۴۰۴/۰۹/۰۹');
    await expect(field()).toHaveFocus();
    await expect(sent()).toHaveTextContent('2025-11-30');
  },
};

const submitted = fn();

/** Inside @mantine/form: getInputProps wires value, onChange, error and onBlur. */
function InFormDemo() {
  const form = useForm({
    initialValues: { deadline: null as string | null },
    validate: { deadline: (value) => (value ? null : demo.required) },
  });
  return (
    <Box component="form" p="md" maw={420} onSubmit={form.onSubmit((values) => submitted(values))}>
      <Stack>
        <JalaliDateInput label={demo.label} withAsterisk {...form.getInputProps('deadline')} />
        <Button type="submit">{demo.submit}</Button>
      </Stack>
    </Box>
  );
}

export const InForm: Story = {
  render: () => <InFormDemo />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: demo.submit }));
    await expect(await screen.findByText(demo.required)).toBeVisible();
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.type(field(), '۱۴۰۴/۹/۲');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText(demo.required)).not.toBeInTheDocument());
    await openCalendar();
    await userEvent.click(azar('۳'));
    await expect(field()).toHaveValue('۱۴۰۴/۰۹/۰۳');
    await userEvent.click(screen.getByRole('button', { name: demo.submit }));
    await expect(submitted).toHaveBeenCalledWith({ deadline: '2025-11-24' });
  },
};

/** At 360 px the calendar fits without sideways scrolling and its days stay 44 px. */
export const Mobile: Story = {
  args: { value: '2025-11-23' },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await openCalendar();
    await waitFor(() => expect(dialog).toBeVisible());
    const box = azar('۲').getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const { left, right } = dialog.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(page.clientWidth);
  },
};
