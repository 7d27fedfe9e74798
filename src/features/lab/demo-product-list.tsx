import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useListDevProducts } from '@/api/generated/endpoints/dev/dev';
import type { DevProduct } from '@/api/generated/model';
import { formatToman } from '@/shared/digits';
import { EmptyState } from '@/shared/ui/states';
import { QueryStates } from './query-states';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** The demo shop: products with their Toman price (a sale price beside the old one), stock and rating. */
export function ProductList() {
  const products = useListDevProducts();
  return (
    <QueryStates query={products}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={t.products.empty} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {list.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        )
      }
    </QueryStates>
  );
}

function ProductCard({ product }: { product: DevProduct }) {
  const sale = product.sale_price !== null && product.sale_price < product.price ? product.sale_price : null;
  return (
    <Card component="article" aria-labelledby={`product-${product.id}`} withBorder>
      <Title order={2} size="h4" id={`product-${product.id}`}>
        {product.name}
      </Title>
      <Text size="sm" c="dimmed">
        {product.category}
      </Text>
      <Text fw={700} mt="xs">
        {formatToman(sale ?? product.price)}
      </Text>
      {sale !== null && (
        <Text size="sm" td="line-through">
          {t.products.oldPrice(formatToman(product.price))}
        </Text>
      )}
      <Group gap="xs" mt="xs">
        {product.stock === 0 ? (
          <StatusChip color="red.9" variant="filled">
            {t.products.outOfStock}
          </StatusChip>
        ) : (
          <Text size="sm">{t.products.stock(product.stock)}</Text>
        )}
        <Text size="sm">{t.products.rating(product.rating)}</Text>
      </Group>
    </Card>
  );
}
