import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adReviewQueries } from '../../lib/api-client/ad-reviews';
import type { Transport } from '../../lib/api-client/client';
import type { AdReview } from '../../lib/contract/ad-review';
import { onAdsManagerLinkClick } from '../../lib/extension/open-in-ads-manager';
import { isLaunchSuccess } from '../../lib/rules';
import type { LaunchRecord } from '../../lib/contract/launch';
import { StatusBadge } from '../ui/status-badge';

// A finished launch's ad review (docs/product-rules.md#launches-page: ad review): how many of its ads are live, in
// review and disapproved (and with issues, when any), each disapproval with the platform's reason and a link to the
// ad in Ads Manager. Shown on the launches page and in the tracker; the API follows the review (docs/limits.md#ad-review).

/** Ads Manager on that ad of that account. */
function adsManagerAdUrl(accountId: string, adId: string): string {
  const url = new URL('https://adsmanager.facebook.com/adsmanager/manage/ads');
  url.searchParams.set('act', accountId.replace(/^act_/, ''));
  url.searchParams.set('selected_ad_ids', adId);
  return url.toString();
}

export function AdReviewSummary({ review, accountId, campaignName }: { review: AdReview; accountId: string; campaignName: string }) {
  return (
    <Stack gap={4} component="section" aria-label={`Ad review of ${campaignName}`} data-testid="ad-review">
      <Group gap="xs">
        <Text size="xs" fw={600}>
          Ad review
        </Text>
        <StatusBadge color="green">{review.live} live</StatusBadge>
        <StatusBadge color="blue">{review.inReview} in review</StatusBadge>
        <StatusBadge color="red">{review.disapproved} disapproved</StatusBadge>
        {review.withIssues > 0 && <StatusBadge color="orange">{review.withIssues} with issues</StatusBadge>}
      </Group>
      {review.disapprovals.length > 0 && (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Disapproved ads">
          {review.disapprovals.map((d) => (
            <Stack key={d.adId} gap={0} component="li">
              <Text size="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {d.adName || d.adId}
              </Text>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {d.reason}
              </Text>
              <Anchor
                size="xs"
                href={adsManagerAdUrl(accountId, d.adId)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onAdsManagerLinkClick(adsManagerAdUrl(accountId, d.adId))}
              >
                View ad in Ads Manager
              </Anchor>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The tracker's: the review of its one launch, once it has finished. */
export function LaunchAdReview({ record, transport }: { record: LaunchRecord; transport: Transport }) {
  const done = isLaunchSuccess(record.status);
  const reviews = useQuery({ ...adReviewQueries.of(transport, [record.id]), enabled: done });
  const review = reviews.data?.data[0];
  if (!done || !review) return null;
  return (
    <Card mx="md" mb="md">
      <AdReviewSummary review={review} accountId={record.accountId} campaignName={record.campaignName ?? 'Launch'} />
    </Card>
  );
}
