import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { Button } from '../Button/Button';
import { Card } from './Card';

// A tiny inline SVG stands in for a photo, so the story needs no network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#e9eef5"/><circle cx="5" cy="4" r="2" fill="#7a1f2b"/></svg>',
)}`;

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Annual Sports Meet',
    children: <p style={{ margin: 0 }}>Registrations close on Friday. Contact the PE department.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: componentDocs(
    "Use a Card to group one item's summary, such as an event or a notice, often in a grid of cards. Give each card a heading level that fits the page outline.",
  ),
  argTypes: {
    title: { description: 'Heading of the card. Optional.', control: 'text' },
    media: { description: 'Image or other media shown edge to edge above the title. Optional.', control: false },
    footer: { description: 'Shown at the bottom, e.g. a button or a date. Optional.', control: false },
    as: {
      description: 'Heading element for the title, to fit the page outline. Defaults to `h2`.',
      control: 'select',
      options: ['h2', 'h3', 'h4', 'h5', 'h6'],
    },
    variant: {
      description: '`plain` (a border) or `elevated` (a shadow, to stand out). Defaults to `plain`.',
      control: 'inline-radio',
      options: ['plain', 'elevated'],
    },
    children: { description: 'Body content, below the title.', control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = { args: { variant: 'plain' } };
export const Elevated: Story = { args: { variant: 'elevated' } };
export const WithMediaAndFooter: Story = {
  args: {
    variant: 'elevated',
    media: <img src={photo} alt="College ground" width={320} height={180} />,
    footer: (
      <Button size="sm" variant="outline">
        Register
      </Button>
    ),
  },
};
export const HeadingLevel3: Story = { args: { as: 'h3', title: 'Library timings' } };
