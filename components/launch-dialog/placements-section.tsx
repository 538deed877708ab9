import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { placementKeys } from '../../lib/contract/launch';
import {
  PLACEMENT_PLATFORMS,
  isPlacementAllowed,
  isWifiOnlyAvailable,
  setAdvantagePlacement,
  setDeviceType,
  setWifiOnly,
  togglePlacement,
  type DeviceType,
  type FieldErrors,
  type PlacementDevice,
  type PlacementPlatform,
} from '../../lib/rules';
import { DraftSelect } from './draft-inputs';
import { DraftSwitch } from './draft-switch';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';

// Placements (docs/product-rules.md#placements): Advantage+ placements, device type, devices, platforms and positions
// with their dependencies (lib/rules adds a parent with its dependant and removes dependants with a parent), Wi-Fi
// only.

const PLATFORM_LABELS: Record<PlacementPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  audience_network: 'Audience Network',
  messenger: 'Messenger',
};

const POSITION_LABELS: Record<string, string> = {
  feed: 'Feed',
  marketplace: 'Marketplace',
  right_hand_column: 'Right column',
  instream_video: 'In-stream video',
  story: 'Stories',
  search: 'Search results',
  facebook_reels: 'Reels',
  profile_feed: 'Profile feed',
  stream: 'Feed',
  explore_home: 'Explore home',
  reels: 'Reels',
  ig_search: 'Search results',
  profile_reels: 'Profile reels',
  classic: 'Native, banner and interstitial',
  rewarded_video: 'Rewarded videos',
  messenger_home: 'Inbox',
};

const DEVICE_TYPES: Array<{ value: DeviceType; label: string }> = [
  { value: 'all', label: 'All devices' },
  { value: 'mobile', label: 'Mobile only' },
  { value: 'desktop', label: 'Desktop only' },
];

export function PlacementsSection({ errors }: { errors: FieldErrors }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const manual = !draft.advantagePlacement;

  return (
    <Stack gap="sm">
      <DraftSwitch
        field="advantagePlacement"
        label="Advantage+ Placements"
        description="The platform places your ads where they are likely to perform best."
        set={setAdvantagePlacement}
      />
      <DraftSelect field="deviceType" label="Device type" data={DEVICE_TYPES} set={(d, v) => setDeviceType(d, v as DeviceType)} />
      {manual && (
        <>
          <Checkbox.Group
            id={fieldId('placementDevices')}
            label="Devices"
            value={draft.placementDevices}
            onChange={(v) => update((d) => ({ ...d, placementDevices: v as PlacementDevice[] }))}
            error={errors.placementDevices?.[0]}
          >
            <Group gap="md" mt={4}>
              <Checkbox value="mobile" label="Mobile" disabled={draft.deviceType === 'desktop'} />
              <Checkbox value="desktop" label="Desktop" disabled={draft.deviceType === 'mobile'} />
            </Group>
          </Checkbox.Group>
          <Stack gap="xs" id={fieldId('placementPlatforms')}>
            <Text size="sm" fw={500}>
              Platforms and positions
            </Text>
            {PLACEMENT_PLATFORMS.map((platform) => (
              <Checkbox.Group key={platform} label={PLATFORM_LABELS[platform]} value={[...(draft.placementPlatforms[platform] ?? [])]}>
                <Group gap="sm" mt={4}>
                  {(placementKeys[platform] as readonly string[]).map((key) => (
                    <Checkbox
                      key={key}
                      value={key}
                      label={POSITION_LABELS[key] ?? key}
                      aria-label={`${PLATFORM_LABELS[platform]} ${POSITION_LABELS[key] ?? key}`}
                      disabled={!isPlacementAllowed(draft.deviceType, platform, key)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        update((d) => togglePlacement(d, platform, key, on));
                      }}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            ))}
            {errors.placementPlatforms?.map((m) => (
              <Text key={m} size="sm" c="var(--mantine-color-error)" role="alert">
                {m}
              </Text>
            ))}
          </Stack>
          <DraftSwitch
            field="wifiOnly"
            label="Wi-Fi only"
            description={isWifiOnlyAvailable(draft.deviceType) ? 'Show ads on mobile devices only when they are on Wi-Fi.' : 'Not available for desktop.'}
            set={setWifiOnly}
          />
        </>
      )}
    </Stack>
  );
}
