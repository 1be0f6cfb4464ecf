import { Type } from 'typebox';
import { MARKETPLACE_CLASS_SORT_FIELDS } from '../../domain/scheduled-events/marketplace-classes.ts';
import { SCHEDULED_EVENT_SORT_FIELDS } from '../../domain/scheduled-events/scheduled-event-service.ts';
import { SortParam } from '../query.ts';
import { Timestamp } from './common.ts';

export {
  MarketplaceScheduledEvent,
  MarketplaceTier,
  ScheduledEvent,
  Tier,
} from '../../domain/scheduled-events/schemas.ts';

const Opt = Type.Optional;

export const ScheduledEventSort = SortParam(SCHEDULED_EVENT_SORT_FIELDS);

export const MarketplaceScheduledEventFilter = Type.Object(
  {
    from: Opt({ ...Timestamp, description: 'Classes not ended by then (default and earliest: now).' }),
    to: Opt({ ...Timestamp, description: 'Classes starting before then.' }),
  },
  { additionalProperties: false, description: 'URL-encoded JSON, e.g. {"from":"2027-03-01T00:00:00Z"}.' },
);

export const MarketplaceScheduledEventSort = SortParam(MARKETPLACE_CLASS_SORT_FIELDS);
