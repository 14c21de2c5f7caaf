import { Navigate, useParams } from 'react-router';
import { withParam } from './navigation.ts';

type TProps = {
  /** Where to go. */
  to: string;
  /** The route parameter to carry over. */
  param: string;
  /** Its name in the target's query. */
  as: string;
};

/** Sends a route to another screen with one path parameter as a query parameter: `to?{as}={value}`. */
export const RedirectWithParams = ({ to, param, as }: TProps) => {
  const params = useParams();
  return <Navigate to={withParam(to, as, params[param])} replace />;
};
