import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, useCatalogue } from '@college/design-system';
import { RemoteLoadError } from './runtime-plugin';
import messages from './remote-boundary.messages.json';
import styles from './remote-boundary.module.css';

type Props = { children: ReactNode; onRetry: () => void; title: string };
type State = { error: Error | null };

/** One per remote route: a broken module shows a message inside the normal layout, not a blank page. */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('[portal] a module failed', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <RemoteFailure unreachable={error instanceof RemoteLoadError} title={this.props.title} onRetry={this.retry} />
    );
  }
}

/** The boundary's message, in the page's language (a class component cannot read the catalogue hook). */
function RemoteFailure({ unreachable, title, onRetry }: { unreachable: boolean; title: string; onRetry: () => void }) {
  const { text } = useCatalogue(messages);
  return (
    <div className={styles.wrap}>
      <Alert
        tone="danger"
        title={text(unreachable ? 'unreachableTitle' : 'brokenTitle')}
        action={
          <Button variant="primary" onClick={onRetry}>
            {text('retry')}
          </Button>
        }
      >
        {text(unreachable ? 'unreachable' : 'broken', { title })}
      </Alert>
    </div>
  );
}
