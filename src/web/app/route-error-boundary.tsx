import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { RouteErrorPage } from '#web/app/pages/route-error-page.tsx'

type Props = { pathname: string; children: ReactNode }
type State = { error: unknown; failedAt: string | null }

class Boundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Remember where it failed; moving to another page clears the error.
    if (state.error !== null && state.failedAt === null) return { failedAt: props.pathname }
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { error: null, failedAt: null }
    return null
  }

  override render() {
    return this.state.error !== null ? <RouteErrorPage error={this.state.error} /> : this.props.children
  }
}

/** A page that throws while rendering, or whose code cannot be loaded, shows RouteErrorPage. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>
}
