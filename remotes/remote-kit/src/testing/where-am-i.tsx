// Test helper: shows the memory navigation's current address, so a test can see where a page went.
import { useLocation } from '@college/design-system';

export function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}
