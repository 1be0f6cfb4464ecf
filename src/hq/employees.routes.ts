import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EMPLOYEE_EXPANDABLE, EmployeeBody, EmployeeFilter } from '../domain/employees/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams, Search } from '../http/schemas/common.ts';
import { Employee, EmployeeSort } from '../http/schemas/employee.ts';

const tags = ['HQ: employees'];
const select = Type.Optional(SelectParam(Employee));
const expand = Type.Optional(ExpandParam(EMPLOYEE_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });

/** docs/api-conventions.md#employees, docs/api-conventions.md#paths-and-methods: employees (paths of docs/api-conventions.md#paths-and-methods). */
export const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const employees = app.services.employees;

  app.post(
    '/employees',
    {
      schema: {
        operationId: 'createEmployee',
        summary: 'Create an employee',
        description:
          'Requires company and name (or email). With an email the employee is linked to that HQ user ' +
          '(created when new, without a password), who then reaches the company; one HQ user can be an ' +
          'employee of several companies. The same user twice in one company is a 409.',
        tags,
        security: hqSecurity,
        querystring: ReadQuery,
        body: EmployeeBody,
        response: responses({ 200: Employee }, 409),
      },
    },
    (request) => employees.create(hqCaller(request), request.body, request.query.expand),
  );

  app.get(
    '/companies/:company_id/employees',
    {
      schema: {
        operationId: 'listCompanyEmployees',
        summary: "List a company's employees",
        description: '`search` matches name, email and description, ignoring case and accents.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            search: Type.Optional(Search),
            filter: Type.Optional(EmployeeFilter),
            sort: Type.Optional(EmployeeSort),
            pagination: Type.Optional(Pagination),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Employee) }),
      },
    },
    (request) =>
      employees.list(hqCaller(request), request.params.company_id, {
        search: request.query.search,
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.get(
    '/companies/:company_id/employees/:employee_id',
    {
      schema: {
        operationId: 'getEmployee',
        summary: 'Retrieve an employee',
        tags,
        security: hqSecurity,
        params: IdParams('company_id', 'employee_id'),
        querystring: ReadQuery,
        response: responses({ 200: Employee }),
      },
    },
    (request) =>
      employees.get(
        hqCaller(request),
        request.params.company_id,
        request.params.employee_id,
        request.query.expand,
      ),
  );

  app.post(
    '/companies/:company_id/employees/:employee_id',
    {
      schema: {
        operationId: 'updateEmployee',
        summary: 'Update an employee',
        description: 'Partial update; marketplace, notifications and sms merge field by field.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id', 'employee_id'),
        querystring: ReadQuery,
        body: EmployeeBody,
        response: responses({ 200: Employee }, 409),
      },
    },
    (request) =>
      employees.update(
        hqCaller(request),
        request.params.company_id,
        request.params.employee_id,
        request.body,
        request.query.expand,
      ),
  );

  app.delete(
    '/companies/:company_id/employees/:employee_id',
    {
      schema: {
        operationId: 'deleteEmployee',
        summary: 'Delete an employee',
        description: 'Bookings keep the employee; the HQ user no longer reaches the company through it.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id', 'employee_id'),
        querystring: ReadQuery,
        response: responses({ 204: Type.Null({ description: 'Deleted; empty body.' }) }),
      },
    },
    async (request, reply) => {
      await employees.delete(hqCaller(request), request.params.company_id, request.params.employee_id);
      return reply.status(204).send();
    },
  );
};
