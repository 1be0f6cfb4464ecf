import { EMPLOYEE_SORT_FIELDS } from '../../domain/employees/schemas.ts';
import { SortParam } from '../query.ts';

export { Employee } from '../../domain/employees/schemas.ts';

export const EmployeeSort = SortParam(EMPLOYEE_SORT_FIELDS);
