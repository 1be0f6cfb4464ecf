export {
  EventType,
  EventTypeCategory,
  EventTypeCategoryGroup,
} from '../../domain/event-types/schemas.ts';
