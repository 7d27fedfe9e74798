import { Box, Group, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UserAvatar } from './user-avatar';

// Demo people of this story only; real names and texts come from each screen.
const maryam = { name: 'مریم رضایی', alt: 'تصویر پروفایل مریم رضایی' } as const;
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="#0b7285"/><circle cx="28" cy="22" r="10" fill="#fff"/><rect x="12" y="36" width="32" height="16" rx="8" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Shared/User avatar',
  component: UserAvatar,
  args: maryam,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box each of the first two letters of «م ر» is drawn in. */
function letterBoxes(text: Node): DOMRect[] {
  return [0, 2].map((start) => {
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + 1);
    return range.getBoundingClientRect();
  });
}

/** No picture: the initials as two separate letters, not joined into the word «مر». */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const initials = canvas.getByText('م ر');
    const [meem, re] = letterBoxes(initials.firstChild!);
    // Right to left: «م» stands to the right of «ر», with visible space between them.
    await expect(meem!.left - re!.right).toBeGreaterThan(2);
  },
};

export const NoImageMarker: Story = {
  args: { picture: 'no-image' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('م ر')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const TitleLeftOut: Story = {
  args: { name: 'دکتر سمیه نوری', alt: 'عکس دکتر سمیه نوری', size: 64 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('س ن')).toBeVisible();
  },
};

/** No name yet: the username's first letter. */
export const Username: Story = {
  args: { name: 'student2', alt: 'تصویر پروفایل student2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('S')).toBeVisible();
  },
};

export const Picture: Story = {
  args: { picture, size: 'xl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: maryam.alt })).toBeVisible();
  },
};

/** Every size the app uses, with wide letters («ش» and «ع» reach below the line). */
const SIZES = ['md', 48, 'lg', 64, 'xl', 96] as const;
const WIDE_NAMES = ['فاطمه عباسی', 'شهرام شمشیری', 'محمد کریمی'] as const;

/**
 * The initials stay on one line and inside the circle at every size: in support's thread the
 * small avatar once broke «ف ع» onto two lines and cut them off.
 */
export const InitialsFitEverySize: Story = {
  render: () => (
    <Stack gap="xs">
      {WIDE_NAMES.map((name) => (
        <Group key={name} gap="xs">
          {SIZES.map((size) => (
            <UserAvatar key={size} name={name} alt={name} size={size} />
          ))}
        </Group>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const placeholders = [...canvasElement.querySelectorAll('.mantine-Avatar-placeholder')];
    await expect(placeholders).toHaveLength(SIZES.length * WIDE_NAMES.length);
    for (const placeholder of placeholders) {
      const circle = placeholder.getBoundingClientRect();
      const text = [...placeholder.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const ink = range.getBoundingClientRect();
      // One line, and the letters' boxes inside the circle's square.
      await expect(lines.size).toBe(1);
      await expect(ink.left).toBeGreaterThanOrEqual(circle.left);
      await expect(ink.right).toBeLessThanOrEqual(circle.right);
      await expect(ink.top).toBeGreaterThanOrEqual(circle.top);
      await expect(ink.bottom).toBeLessThanOrEqual(circle.bottom);
      await expect(Number.parseFloat(getComputedStyle(placeholder).fontSize)).toBeGreaterThanOrEqual(12);
    }
  },
};
