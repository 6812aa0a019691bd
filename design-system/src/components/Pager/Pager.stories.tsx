import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { componentDocs } from '../../internal/story-docs';
import { Pager } from './Pager';

const meta = {
  title: 'Navigation/Pager',
  component: Pager,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  parameters: componentDocs(
    'Use a Pager under a list that is split into pages. DataTable already has one; use it on its own only for other paged lists.',
  ),
  argTypes: {
    page: { description: 'Current page, counting from 1.', control: { type: 'number', min: 1 } },
    pageCount: {
      description:
        'Total number of pages; on the last page Next and Last are hidden, and with one page there is no pager.',
      control: { type: 'number', min: 1 },
    },
    onPageChange: {
      description: 'Called with the page the reader asks for; the caller then updates `page`.',
      control: false,
    },
    label: {
      description: 'Name of the pager for screen readers; give each pager on a page its own. Defaults to "Pagination".',
      control: 'text',
    },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 3 } };
export const LastPage: Story = { args: { page: 5 } };

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <Pager {...args} page={page} onPageChange={setPage} />;
  },
};
