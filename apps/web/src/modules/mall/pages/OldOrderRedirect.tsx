import { Navigate, useParams } from 'react-router';

/**
 * `/oldorder/{service?}/detail/{applyarea?}/{id?}/{demand?}` (spec section 2): the order-detail address of earlier
 * messages and bookmarks. It opens today's detail page of that order (which says when an order is past the online
 * history window), or the service's order list when no order is named.
 */
const OldOrderRedirect = () => {
  const { service = 'train', id } = useParams();
  const to = id
    ? `/order/detail?${new URLSearchParams({ Service: service, UniqueID: id }).toString()}`
    : `/order/${encodeURIComponent(service)}/list`;
  return <Navigate to={to} replace />;
};

export default OldOrderRedirect;
