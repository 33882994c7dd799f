/**
 * Wraps Docusaurus's ComponentCreator, which the generated route table calls once per route
 * (some 540 here) while the main bundle starts. Each call builds a react-loadable component
 * class; together that is one of the largest pieces of start-up script on a phone, for routes the
 * visitor mostly never opens. The wrapper returns a small component that builds the loadable one
 * on first render or first `preload()`, which is the only API the router and Docusaurus's
 * preloading use; the loadable component itself, and so the rendered output, is the original's.
 */
import type {ComponentType, ReactNode} from 'react';
import createLoadableRoute from '@docusaurus/core/lib/client/exports/ComponentCreator';

type LoadableRoute = ReturnType<typeof createLoadableRoute>;
/** react-router's route props, passed through untouched. */
type RouteProps = Record<string, unknown>;

/** The route component Docusaurus expects: renders the route and can preload its chunks. */
export type LazyRoute = ((props: RouteProps) => ReactNode) & {preload: LoadableRoute['preload']};

export default function ComponentCreator(path: string, hash: string): LazyRoute {
  let loadable: LoadableRoute | undefined;
  const route = () => (loadable ??= createLoadableRoute(path, hash));
  function LazyRouteComponent(props: RouteProps): ReactNode {
    const Loadable = route() as ComponentType<RouteProps>;
    return <Loadable {...props} />;
  }
  LazyRouteComponent.preload = () => route().preload();
  return LazyRouteComponent;
}
