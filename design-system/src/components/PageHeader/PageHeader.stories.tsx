import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Admissions 2025–26' },
  parameters: { layout: 'fullscreen' },
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
