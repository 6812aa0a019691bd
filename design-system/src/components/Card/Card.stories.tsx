import type { Meta, StoryObj } from 'storybook-react-rsbuild';
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
