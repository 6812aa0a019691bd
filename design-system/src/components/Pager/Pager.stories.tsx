import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Navigation/Pager',
  component: Pager,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 3 } };
export const LastPage: Story = { args: { page: 5 } };
export const SinglePage: Story = { args: { page: 1, pageCount: 1 } };

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <Pager {...args} page={page} onPageChange={setPage} />;
  },
};
