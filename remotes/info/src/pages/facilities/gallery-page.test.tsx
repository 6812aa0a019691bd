import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GalleryPage from './gallery-page';
import { MemoryNavigation } from '@college/design-system';

const CAPTIONS = ['Main building', 'Library', 'Laboratory', 'Sports ground', 'NSS camp', 'Annual function'];

function renderGallery() {
  return render(
    <MemoryNavigation>
      <GalleryPage />
    </MemoryNavigation>,
  );
}

const thumbnails = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-haspopup') === 'dialog');

// userEvent runs in real time and the 2 cores are shared: be generous.
describe('Gallery page', { timeout: 20_000 }, () => {
  it('shows six captioned pictures, each with alt text and a fixed size', () => {
    renderGallery();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();

    const images = screen.getAllByRole('img') as HTMLImageElement[];
    expect(images).toHaveLength(6);
    for (const img of images) {
      expect(img.alt.length).toBeGreaterThan(10);
      expect(img).toHaveAttribute('width', '480');
      expect(img).toHaveAttribute('height', '300');
    }
    expect(images.slice(2).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);

    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual(CAPTIONS);
    expect(thumbnails()).toHaveLength(6);
    thumbnails().forEach((button, index) => expect(button).toHaveAccessibleName(images[index].alt));
  });

  it('opens the viewer from the keyboard, moves with the arrow keys, and Escape returns focus', async () => {
    const user = userEvent.setup();
    renderGallery();
    const [first, second] = thumbnails();

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Main building' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByText('Image 1 of 6')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAccessibleName(screen.getAllByRole('img')[0].getAttribute('alt')!);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Library' })).toBeInTheDocument();
    expect(within(dialog).getByText('Image 2 of 6')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Back on the thumbnail of the picture last shown.
    expect(second).toHaveFocus();
  });

  it('has Previous, Next and Close buttons; Previous wraps from the first picture to the last', async () => {
    const user = userEvent.setup();
    renderGallery();
    const all = thumbnails();

    await user.click(all[0]);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(dialog).toHaveAccessibleName('Annual function');
    expect(within(dialog).getByText('Image 6 of 6')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveAccessibleName('Main building');

    await user.keyboard('{ArrowLeft}');
    expect(dialog).toHaveAccessibleName('Annual function');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(all[5]).toHaveFocus();
  });

  it('keeps Tab inside the open viewer and makes the page behind it inert', async () => {
    const user = userEvent.setup();
    const { container } = renderGallery();
    await user.click(thumbnails()[2]);

    const dialog = screen.getByRole('dialog', { name: 'Laboratory' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const previous = within(dialog).getByRole('button', { name: 'Previous' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(container).toHaveAttribute('inert');

    expect(close).toHaveFocus();
    await user.tab();
    expect(previous).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(thumbnails()[2]).toHaveFocus();
  });
});
