import { Box, List } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import type { QueryLike } from './query-phase';
import { EmptyState, QueryState } from './states';

// Demo text of these stories only; real screens take theirs from their slice's strings.
const demo = {
  loading: 'در حال بارگذاری دانش‌آموزان…',
  empty: 'هنوز دانش‌آموزی در این کلاس نیست',
  pupils: ['سارا احمدی', 'علی رضایی', 'فاطمه عباسی'],
} as const;

function Pupils({ query }: { query: QueryLike<readonly string[]> }) {
  return (
    <Box p="md" maw={480}>
      <QueryState
        query={query}
        loadingLabel={demo.loading}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={demo.empty} />}
      >
        {(list) => (
          <List>
            {list.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        )}
      </QueryState>
    </Box>
  );
}

const base: QueryLike<readonly string[]> = {
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  refetch: fn(),
};

/** The one loading, empty and error state every screen shows (issue 24, point 6). */
const meta = {
  title: 'Shared/Query state',
  component: Pupils,
  args: { query: base },
} satisfies Meta<typeof Pupils>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { query: { ...base, isPending: true, isFetching: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(demo.loading);
  },
};

export const Failed: Story = {
  args: { query: { ...base, isError: true } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(errors.fetchData);
    const retry = canvas.getByRole('button', { name: common.retry });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.query.refetch).toHaveBeenCalled();
  },
};

/** After «تلاش دوباره» the skeleton comes back, so the press is seen to work. */
export const Retrying: Story = {
  args: { query: { ...base, isError: true, isFetching: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { query: { ...base, data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(demo.empty)).toBeVisible();
  },
};

export const Ready: Story = {
  args: { query: { ...base, data: demo.pupils } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
