import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one bar per line at the given height', () => {
    const { container } = render(<Skeleton lines={3} height={12} className="mine" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.children).toHaveLength(3);
    expect(root.children[0]).toHaveStyle({ height: '12px' });
    expect(root).toHaveClass('mine');
  });

  // Issue 26: jsdom runs no CSS animation, so the rule itself is read.
  it('animates a bounded number of times, and not at all with reduced motion', () => {
    const css = readFileSync(`${import.meta.dirname}/Skeleton.module.css`, 'utf8');
    expect(css).not.toMatch(/infinite/);
    expect(css).toMatch(/animation: [\w-]+ [\d.]+m?s [\w-]+ \d+;/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.line \{\s*animation: none;/);
  });
});
