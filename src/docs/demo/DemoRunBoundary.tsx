import { Component, type ReactNode } from 'react';

interface DemoRunBoundaryProps {
  /** Told once per error thrown while the edited demo renders. */
  onError: (error: Error) => void;
  children: ReactNode;
}

/**
 * Catches what an edited demo throws while it renders, so a broken edit never
 * takes the page down. It then renders nothing; its parent remounts it (with a
 * new `key`) around something that works.
 */
export class DemoRunBoundary extends Component<DemoRunBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
