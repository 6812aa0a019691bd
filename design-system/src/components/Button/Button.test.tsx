import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentPropsWithRef } from 'react';
import { Button } from './Button';

// Stand-in for a router Link: the design system must not depend on react-router.
function FakeLink({ to, ...props }: { to: string } & ComponentPropsWithRef<'a'>) {
  return <a href={to} {...props} />;
}

describe('Button', () => {
  it('is a type="button" button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Save</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can still submit when asked to', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('exposes variant and size as data attributes and keeps className', () => {
    render(
      <Button variant="danger" size="lg" className="extra">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'lg');
    expect(button).toHaveClass('extra');
  });

  it('defaults to the primary, medium look', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('data-size', 'md');
  });

  it('renders as a router-style link with `as`, without a type attribute', () => {
    render(
      <Button as={FakeLink} to="/courses" variant="outline">
        Courses
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Courses' });
    expect(link).toHaveAttribute('href', '/courses');
    expect(link).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders as a plain anchor', () => {
    render(
      <Button as="a" href="/notice.pdf">
        Notice
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Notice' })).toHaveAttribute('href', '/notice.pdf');
  });

  it('calls onClick, but not while loading, and stays focusable while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Pay</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} loading>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes ref through as a normal prop', () => {
    let node: HTMLButtonElement | null = null;
    render(<Button ref={(el: HTMLButtonElement | null) => void (node = el)}>Ref</Button>);
    expect(node).toBe(screen.getByRole('button', { name: 'Ref' }));
  });

  // Issue 26: jsdom runs no CSS animation, so the rule itself is read.
  it('spins a bounded number of times while busy, and not at all with reduced motion', () => {
    const css = readFileSync(`${import.meta.dirname}/Button.module.css`, 'utf8');
    expect(css).not.toMatch(/infinite/);
    expect(css).toMatch(/animation: [\w-]+ [\d.]+m?s [\w-]+ \d+;/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.spinner \{\s*animation: none;/);
  });
});

// Compile-time checks (tsc runs over test files): props follow the `as` element.
export function typeChecks() {
  return (
    <>
      {/* @ts-expect-error a <button> has no href */}
      <Button href="/x">x</Button>
      {/* @ts-expect-error the link component needs `to` */}
      <Button as={FakeLink}>x</Button>
    </>
  );
}
