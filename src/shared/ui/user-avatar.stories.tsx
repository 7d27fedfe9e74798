import { Box } from '@mantine/core';
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
