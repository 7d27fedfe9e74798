import { Badge } from '@mantine/core';

/**
 * A chip that names a state or a fact (done, overdue, a course, a count): Mantine's badge at its
 * 'lg' size, 13 px text. Its default 'md' (11 px) and 'sm' (10 px) are too small for a child to
 * read, so chips are at least 12 px; no capitals (Persian has none, a Latin name keeps its case).
 */
export const StatusChip = Badge.withProps({ size: 'lg', tt: 'none' });
