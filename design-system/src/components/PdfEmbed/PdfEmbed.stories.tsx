import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
import { PdfEmbed } from './PdfEmbed';

// A minimal valid PDF as a data URL, so the story works offline.
const samplePdf =
  'data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iago8PC9UeXBlL0NhdGFsb2cvUGFnZXMgMiAwIFI+PgplbmRvYmoKMiAwIG9iago8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PgplbmRvYmoKMyAwIG9iago8PC9UeXBlL1BhZ2UvUGFyZW50IDIgMCBSL01lZGlhQm94WzAgMCAyMDAgMjAwXT4+CmVuZG9iagp0cmFpbGVyCjw8L1Jvb3QgMSAwIFI+PgolJUVPRgo=';

const meta = {
  title: 'Content/PdfEmbed',
  component: PdfEmbed,
  args: { src: samplePdf, title: 'Prospectus 2025' },
  parameters: componentDocs(
    'Use a PdfEmbed to show a PDF such as a prospectus inside the page. A link to open it in a new tab is always shown, as many phones cannot show PDFs inline.',
  ),
  argTypes: {
    src: { description: 'Address of the PDF; also the target of the link under the viewer.', control: 'text' },
    title: { description: 'Names the frame for screen readers and the link under it. Required.', control: 'text' },
  },
} satisfies Meta<typeof PdfEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
