import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorScreen } from './route-error-screen';

type TBoundaryProps = { pathname: string; children: ReactNode };
type TBoundaryState = { hasFailed: boolean; pathname: string };

class ErrorBoundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { hasFailed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<TBoundaryState> {
    return { hasFailed: true };
  }

  // Navigating away from the screen that threw gives the next screen a fresh start.
  static getDerivedStateFromProps(props: TBoundaryProps, state: TBoundaryState): Partial<TBoundaryState> | null {
    return props.pathname === state.pathname ? null : { hasFailed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasFailed ? <RouteErrorScreen /> : this.props.children;
  }
}

/** Catches a screen that throws while rendering and shows the error screen until the user navigates on. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
