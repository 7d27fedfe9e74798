import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { PartnerCarousel } from './partner-carousel';
import { PARTNER_SECTION_HEIGHT } from './partner-carousel-skeleton';
import { t } from './strings';

const eight = example('listPartners', 'eight');

const meta = {
  title: 'Public/Chrome/PartnerCarousel',
  component: PartnerCarousel,
} satisfies Meta<typeof PartnerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the story drew, without the style sheets Mantine puts beside it. */
const rendered = (canvas: HTMLElement) => [...canvas.children].filter((child) => child.tagName !== 'STYLE');

export const Eight: Story = {
  parameters: { msw: { handlers: [answeringExample('listPartners', 'eight')] } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: t.partners.region });
    // 1280 px is within the "4 at 1500" step.
    await expect(region).toHaveAttribute('data-per-view', '4');
    await expect(canvas.getAllByRole('group')).toHaveLength(eight.length);
    await expect(canvas.getByRole('group', { name: eight[0]!.name })).toBeVisible();
    const logo = canvas.getByRole('img', { name: t.partners.logoAlt(eight[0]!.name) });
    await expect(logo).toHaveAttribute('src', eight[0]!.logo);
    await expect(logo).toHaveAttribute('width', '64');
    await expect(logo).toHaveAttribute('height', '64');
    await expect(logo).toHaveAttribute('loading', 'lazy');
    // The logo files ship in public/partners/, where the contract's addresses point.
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(
      canvas.getByRole('heading', { name: t.partners.title }).closest('section')!.getBoundingClientRect().height,
    ).toBe(PARTNER_SECTION_HEIGHT);
    const next = canvas.getByRole('button', { name: t.partners.next });
    await expect(next.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByRole('group', { name: eight[4]!.name })).toBeVisible());
  },
};

export const ThreeWithoutArrows: Story = {
  parameters: { msw: { handlers: [answeringExample('listPartners', 'three')] } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: t.partners.region });
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: t.partners.next })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t.partners.previous })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('listPartners')] } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('status');
    await expect(placeholder).toHaveTextContent(t.partners.loading);
    // The carousel's exact height, so the page below does not move when the logos arrive.
    await expect(placeholder.getBoundingClientRect().height).toBe(PARTNER_SECTION_HEIGHT);
  },
};

/** No partners: the home page simply has no carousel. */
export const EmptyRendersNothing: Story = {
  parameters: { msw: { handlers: [answeringExample('listPartners', 'empty')] } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('heading', { name: t.partners.title })).not.toBeInTheDocument();
    await expect(rendered(canvasElement)).toHaveLength(0);
  },
};

/** A failed read renders nothing either: the carousel is decoration, not worth an error on the home page. */
export const ErrorRendersNothing: Story = {
  parameters: { msw: { handlers: [failing('listPartners', 500)] } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(rendered(canvasElement)).toHaveLength(0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: t.partners.region });
    await expect(region).toHaveAttribute('data-per-view', '1');
    await expect(canvas.getByRole('img', { name: t.partners.logoAlt(eight[0]!.name) })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
