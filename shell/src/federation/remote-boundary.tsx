import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button } from '@college/design-system';
import { RemoteLoadError } from './runtime-plugin';
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
    const unreachable = error instanceof RemoteLoadError;
    return (
      <div className={styles.wrap}>
        <Alert
          tone="danger"
          title={unreachable ? 'This section could not be loaded' : 'This section stopped working'}
          action={
            <Button variant="primary" onClick={this.retry}>
              Retry
            </Button>
          }
        >
          {unreachable
            ? `“${this.props.title}” could not be downloaded. Check your connection and press Retry. The rest of the site still works.`
            : `Something went wrong while showing “${this.props.title}”. Press Retry to try again. The rest of the site still works.`}
        </Alert>
      </div>
    );
  }
}
