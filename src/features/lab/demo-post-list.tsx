import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useListDevPosts } from '@/api/generated/endpoints/dev/dev';
import { formatJalaliDate } from '@/shared/dates';
import { EmptyState } from '@/shared/ui/states';
import { QueryStates } from './query-states';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** The demo blog: each post's title, excerpt, author and Jalali date, views and comments. */
export function PostList() {
  const posts = useListDevPosts();
  return (
    <QueryStates query={posts}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={t.posts.empty} />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {list.map((post) => (
              <Card key={post.id} component="article" aria-labelledby={`post-${post.id}`} withBorder>
                <Title order={2} size="h4" id={`post-${post.id}`}>
                  {post.title}
                </Title>
                <Text size="sm" mt={4}>
                  {t.posts.byline(post.author_name, formatJalaliDate(post.created_at))}
                </Text>
                <Text c="dimmed" mt="xs">
                  {post.excerpt}
                </Text>
                <Group gap={6} mt="xs">
                  {post.tags.map((tag) => (
                    <StatusChip key={tag} variant="outline" color="dark">
                      {tag}
                    </StatusChip>
                  ))}
                </Group>
                <Group gap="md" mt="xs">
                  <Text size="sm">{t.posts.views(post.view_count)}</Text>
                  <Text size="sm">{t.posts.comments(post.comment_count)}</Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )
      }
    </QueryStates>
  );
}
