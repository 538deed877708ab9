import { useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { locationCountriesQuery, resolveBulkLocations } from '../../../lib/api-client/targeting';
import type { BulkLocationResult, LocationType } from '../../../lib/contract/targeting';
import { panelTransport } from '../../../lib/extension/panel-transport';
import { addLocations, bulkLocationsError, bulkTextRows, canApplyBulkLocations, parseBulkLocations } from '../../../lib/rules';
import { BulkLocationResults } from './bulk-location-results';
import { bulkErrorText, countryOptions } from './bulk-location-model';
import { useDraftStore } from '../draft-store';
import type { LazyDialogProps } from '../../ui/lazy';

// Bulk location input (docs/product-rules.md#bulk-locations: input step, then results step, at most 100 entries, the
// bulk call, its failures and the 10 fallback countries). Opened by the button under the Locations field of Targeting &
// Delivery (bulk-locations.tsx); the matches applied are added to the draft's locations (existing ones kept, no
// duplicates).

const LOCATION_TYPES: Array<{ value: LocationType; label: string }> = [
  { value: 'country', label: 'Country' },
  { value: 'region', label: 'Region' },
  { value: 'city', label: 'City' },
  { value: 'zip', label: 'ZIP code' },
];

export function BulkLocationsDialog({ accountId, ...modal }: { accountId: string } & LazyDialogProps) {
  const { opened, onClose } = modal;
  return (
    <Modal {...modal} title="Bulk add locations" size="lg">
      {opened && <BulkLocationsFlow accountId={accountId} onDone={onClose} />}
    </Modal>
  );
}

function BulkLocationsFlow({ accountId, onDone }: { accountId: string; onDone: () => void }) {
  const update = useDraftStore((s) => s.update);
  const [type, setType] = useState<LocationType>('city');
  const [countryCodes, setCountryCodes] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [results, setResults] = useState<BulkLocationResult[] | null>(null);
  const countriesQ = useQuery(locationCountriesQuery(panelTransport, accountId));
  const countries = countryOptions(countriesQ.data?.data, countriesQ.isError);
  const resolve = useMutation({
    mutationFn: () =>
      resolveBulkLocations(panelTransport, accountId, {
        locations: parseBulkLocations(text),
        locationType: type,
        ...(type !== 'country' && countryCodes.length > 0 ? { countryCodes } : {}),
      }),
    onSuccess: (answer) => setResults(answer.data),
  });
  // The message shows once something is typed; an empty area only keeps the button disabled.
  const textError = text.trim() === '' ? null : bulkLocationsError(text);

  if (results) {
    return (
      <BulkLocationResults
        results={results}
        countryNames={new Map(countries.map((c) => [c.value, c.label]))}
        onChange={setResults}
        onBack={() => setResults(null)}
        onApply={(added) => {
          update((d) => ({ ...d, locations: addLocations(d.locations, added) }));
          onDone();
        }}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Select label="Location type" data={LOCATION_TYPES} value={type} allowDeselect={false} onChange={(v) => v && setType(v as LocationType)} />
      {type !== 'country' && (
        <MultiSelect
          label="Countries"
          description="Look for matches in these countries only (optional)."
          placeholder={countryCodes.length ? undefined : 'All countries'}
          data={countries}
          value={countryCodes}
          onChange={setCountryCodes}
          searchable
        />
      )}
      <Textarea
        label="Locations"
        description="One per line, or separated by commas (at most 100)."
        placeholder={'London\nManchester\nToronto'}
        rows={bulkTextRows(text)}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={textError}
      />
      {resolve.isError && (
        <Alert color="red" role="alert">
          {bulkErrorText(resolve.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => resolve.mutate()} disabled={!canApplyBulkLocations(text)} loading={resolve.isPending}>
          Find locations
        </Button>
      </Group>
    </Stack>
  );
}
