import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** When any of these change, a failed subtree is tried again. */
  resetKeys?: readonly unknown[];
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  keys: readonly unknown[] | undefined;
}

/** Catches render errors of its children and shows `fallback` instead (e.g. C1 player). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, keys: this.props.resetKeys };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const changed =
      props.resetKeys !== undefined &&
      (state.keys === undefined ||
        props.resetKeys.length !== state.keys.length ||
        props.resetKeys.some((k, i) => !Object.is(k, state.keys?.[i])));
    if (changed) return { keys: props.resetKeys, failed: false };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
