export { EventTypeGroup } from '../../domain/event-type-groups/schemas.ts';
