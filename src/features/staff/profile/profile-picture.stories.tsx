import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { profileText } from '@/shared/profile/strings';
import { paths } from '@/shared/routing/paths';
import { failing, pending } from '@/testing/handlers';
import { StaffProfileScreen } from './profile-screen';
import { dropPictures, png } from '@/shared/profile/picture-story-helpers';
import { t } from './strings';
import { PROFILE, staffHandlers, UPLOAD } from './story-handlers';

const pic = profileText.picture;

const meta = {
  title: 'Staff/Profile picture',
  component: StaffProfileScreen,
  parameters: {
    app: { route: `${paths.teacher.profile}?tab=picture`, signedInAs: 'teacher' },
    msw: { handlers: staffHandlers() },
  },
} satisfies Meta<typeof StaffProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: t.tabs.names.picture })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: t.picture.upload })).toBeVisible();
    await expect(canvas.getByText(pic.rules)).toBeVisible();
    await expect(canvas.getByRole('button', { name: pic.pick })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(PROFILE)] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
    await expect(canvas.getAllByRole('status')[1]).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(PROFILE, 500)] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(errors.profile)).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: pic.pick })).toBeNull();
  },
};

export const PictureRejected: Story = {
  play: async ({ canvas }) => {
    await dropPictures([new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' })]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(pic.problems.type);
  },
};

export const PictureTooSmall: Story = {
  play: async ({ canvas }) => {
    await dropPictures([await png(64)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(pic.problems.resolution);
  },
};

export const UploadFails: Story = {
  parameters: {
    msw: {
      handlers: [...staffHandlers().slice(0, 1), failing(UPLOAD, 500, null)],
    },
  },
  play: async ({ canvas }) => {
    await dropPictures([await png(256)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.sendInformation);
  },
};

/** The new picture shows on the card and in the tab at once. */
export const Uploaded: Story = {
  play: async ({ canvas }) => {
    await dropPictures([await png(256)]);
    await waitFor(() => expect(screen.getByText(pic.changed)).toBeVisible());
    const card = canvas.getByRole('region', { name: t.identity.label });
    await expect(await within(card).findByRole('img', { name: t.avatarAlt('مریم رضایی') })).toHaveAttribute(
      'src',
      '/media/avatars/owl.svg',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: pic.pick })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
