import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Admissions 2025–26' },
  parameters: {
    layout: 'fullscreen',
    ...componentDocs(
      "Use one PageHeader at the top of every page: it holds the page's only h1. Put a breadcrumb or page actions in it as children.",
    ),
  },
  argTypes: {
    title: { description: "The page's title, rendered as its h1. Required.", control: 'text' },
    subtitle: { description: 'A line under the title. Optional.', control: 'text' },
    children: { description: 'Extra content under the title, e.g. a breadcrumb or actions. Optional.', control: false },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithSubtitle: Story = { args: { subtitle: 'Apply online for B.A., B.Sc. and B.Com.' } };
export const WithBreadcrumb: Story = {
  args: {
    subtitle: 'Apply online for B.A., B.Sc. and B.Com.',
    children: (
      <nav aria-label="Breadcrumb">
        <a href="#home">Home</a> / <span aria-current="page">Admissions</span>
      </nav>
    ),
  },
};
