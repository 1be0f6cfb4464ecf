// Generated from openapi/openapi.json by clients/typescript/scripts/generate.ts. Do not edit.
export type paths = {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers. */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers. */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/api_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's user's live API tokens
         * @description Every unrevoked, unexpired token of the user the calling token belongs to, newest first. The tokens themselves are never shown again after issue: only their id, name, scope, companies and dates.
         */
        get: operations["listApiTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/api_tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of the caller's user's API tokens
         * @description Revoked at once, on every instance (tokens are looked up on each request). A token of another user, an unknown or an already revoked one answers 404. A token may revoke itself.
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's audit trail
         * @description Who changed what and when: every change made through the API to the objects of the company (by HQ users, with the token used, and by customers and guests to their bookings), newest first. `filter` (JSON) narrows by object (`object_type`, `object_id`), by `user`, and by time (`from` inclusive, `to` exclusive).
         */
        get: operations["listCompanyActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the companies the user can access */
        get: operations["listCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a company */
        get: operations["getCompany"];
        put?: never;
        /**
         * Update a company
         * @description Partial update of any group of spec 2.4: the fields given replace the stored ones, the rest stay. `locked_sections.pin` is stored only as a hash; `google_analytics.api_secret` is answered masked (sending the masked value back keeps the secret). `location.time_zone` must be an IANA zone, `profile.booking_interval` one of the allowed values, `marketplace.url_name` free (409).
         */
        post: operations["updateCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/vats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the VATs applicable to a company
         * @description The rates of the company's country (location.country, else the country of its time zone) plus its own; `default` marks the one new event types should use.
         */
        get: operations["listCompanyVats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/resources/{resource_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a resource */
        get: operations["getResource"];
        put?: never;
        /** Update a resource */
        post: operations["updateResource"];
        /** Delete a resource */
        delete: operations["deleteResource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/resources/{resource_id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a resource N times
         * @description Copies are placed right after the original in `order`, named on from its name.
         */
        post: operations["duplicateResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a resource */
        post: operations["createResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a company's resources */
        get: operations["listCompanyResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/rule_sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a rule set
         * @description Rules of one type in one set must not overlap in time (whatever entities they are tied to), and a rule's window must lie inside its set's: otherwise 400 validation_error with `details`. Employee and resource ids must belong to the company (404).
         */
        post: operations["createRuleSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/rule_sets/{rule_set_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a rule set */
        get: operations["getRuleSet"];
        put?: never;
        /**
         * Update a rule set
         * @description Partial update; `rules`, when given, replaces all rules. Rules of one type in one set must not overlap in time (whatever entities they are tied to), and a rule's window must lie inside its set's: otherwise 400 validation_error with `details`. Employee and resource ids must belong to the company (404).
         */
        post: operations["updateRuleSet"];
        /** Delete a rule set */
        delete: operations["deleteRuleSet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/rule_sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a company's rule sets */
        get: operations["listCompanyRuleSets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/scheduled_events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a scheduled event
         * @description Needs `company`, `name`, `starts_at`, `ends_at` and at least one tier. `total_capacity`, `remaining_capacity` and `is_full` (and each tier's `capacity`, `remaining`, `is_full`) are computed from the tiers and the guests of their bookings that are not cancelled.
         */
        post: operations["createScheduledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/scheduled_events/{scheduled_event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a scheduled event */
        get: operations["getScheduledEvent"];
        put?: never;
        /**
         * Update a scheduled event
         * @description Partial update. `tiers` (at least one) replaces the list: items with an existing tier `id` update it, items without are new, tiers left out are removed (409 while they have bookings). `total_capacity`, `remaining_capacity` and `is_full` (and each tier's `capacity`, `remaining`, `is_full`) are computed from the tiers and the guests of their bookings that are not cancelled.
         */
        post: operations["updateScheduledEvent"];
        /**
         * Delete a scheduled event
         * @description Refused with 409 while it has confirmed or unconfirmed bookings.
         */
        delete: operations["deleteScheduledEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/scheduled_events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a company's scheduled events */
        get: operations["listCompanyScheduledEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/scheduled_events/{scheduled_event_id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A scheduled event's bookings (the attendee list)
         * @description Every booking of the class, cancelled ones included (filter by status to leave them out); each with its tier, number_of_guests and price.
         */
        get: operations["listScheduledEventAttendees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/integrations/acquirer/terminals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect, move or disconnect a payment terminal
         * @description Not yet connected: created and connected to `issuer`. Connected to another issuer: moved. `issuer` empty: disconnected. Each change is recorded. `issuer` must be a company the caller reaches or a user employed in one (404 otherwise); a terminal connected in a company the caller does not reach answers 404.
         */
        post: operations["connectPaymentTerminal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/fiscalizations/companies/{company_id}/onboarding/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restart the fiscalization onboarding of a company
         * @description Archives the current connection with the fiscalization provider and starts a new onboarding for the company's current Tax ID (pos.vat_number, else pos.kennitala). The new data is the previous onboarding's overlaid with the fields given in `data`. `tax_credentials_password` is stored encrypted (AES-256-GCM) and never returned.
         */
        post: operations["restartFiscalizationOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a no-show payment for an event
         * @description Only `reason: noshow` for an event marked `noshow`. The amount is the event price, or the company `payments.flat_fee` without one. The payment starts `pending`. A second live no-show payment for the same event is a 409.
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a company's payments
         * @description Newest first unless `sort` says otherwise. `search` matches the id, reference, event id, and the customer name or e-mail.
         */
        get: operations["listCompanyPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/payments/{payment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a payment */
        get: operations["getPayment"];
        put?: never;
        /**
         * Update a payment
         * @description Status moves: pending → unsettled | refunded; unsettled → settled | refunded; settled → refunded; refunded is final. Any other move is a 400 `invalid_status_transition`. References must belong to the payment's company.
         */
        post: operations["updatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/payments/{payment_id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the payment receipt by e-mail
         * @description Queues the receipt (in the company's messaging language) in the outbox; it is delivered by the e-mail job with retries. Answers the payment.
         */
        post: operations["sendPaymentReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a company's settlements
         * @description One settlement per recipient and week (Monday 00:00 UTC to the next Monday), made by the weekly job. Newest week first unless `sort` says otherwise.
         */
        get: operations["listCompanySettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/enterprise/{enterprise_id}/settlement_accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an enterprise's settlement accounts
         * @description `ssn` and `account` are masked except their last four characters.
         */
        get: operations["listSettlementAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/enterprise/{enterprise_id}/settlement_accounts/{settlement_account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a settlement account */
        get: operations["getSettlementAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/voucher_templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a voucher template
         * @description Required: company, currency, amount (>= 1). Defaults: type amount, number_of_guests 1, expiration_months_after_purchase 48. A service template needs an event_type; variation_id must be one of its variations.
         */
        post: operations["createVoucherTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/voucher_templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a company's voucher templates */
        get: operations["listCompanyVoucherTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/voucher_templates/{voucher_template_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a voucher template */
        get: operations["getVoucherTemplate"];
        put?: never;
        /**
         * Update a voucher template
         * @description Vouchers already made keep their own amount and expiration.
         */
        post: operations["updateVoucherTemplate"];
        /**
         * Delete a voucher template
         * @description Only a template never used to create a voucher; otherwise 409 `voucher_template_in_use`.
         */
        delete: operations["deleteVoucherTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a company's vouchers
         * @description Newest first unless `sort` says otherwise. `status` is derived from use and expiration.
         */
        get: operations["listCompanyVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/vouchers/{voucher_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a voucher */
        get: operations["getVoucher"];
        put?: never;
        /**
         * Update a voucher
         * @description `data` is merged into the voucher data; `unset=customer` detaches the customer.
         */
        post: operations["updateVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/vouchers/{voucher_id}/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the voucher to a recipient by e-mail
         * @description Queues the voucher e-mail (code, value, expiry, message; in the company's messaging language) in the outbox. Answers the voucher.
         */
        post: operations["sendVoucherNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/enterprises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the enterprises the user can access
         * @description Enterprises the user administers and those of the companies they work for.
         */
        get: operations["listEnterprises"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/enterprise/{enterprise_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an enterprise */
        get: operations["getEnterprise"];
        put?: never;
        /**
         * Update an enterprise
         * @description Partial update of `connections` and `profile`; `unset=image` removes the profile image. `connections.url_name` must be free (409 otherwise).
         */
        post: operations["updateEnterprise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/enterprise/{enterprise_id}/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the companies of an enterprise
         * @description The companies of the enterprise the user reaches; default order `enterprise_order`.
         */
        get: operations["listEnterpriseCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/event_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an event type
         * @description Requires company (or the deprecated company_id), vat (one of the company VATs), title and duration. The deprecated thumb/image become `images`; `payments` implies custom_payment_settings.
         */
        post: operations["createEventType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/event_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a company's event types */
        get: operations["listCompanyEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/event_types/{event_type_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an event type */
        get: operations["getEventType"];
        put?: never;
        /**
         * Update an event type
         * @description Partial update; `unset` (EventTypeFields) clears fields: `payments` also turns custom_payment_settings off, `image` empties `images`.
         */
        post: operations["updateEventType"];
        /**
         * Delete an event type
         * @description Existing bookings keep it; it leaves every event type group.
         */
        delete: operations["deleteEventType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/event_type_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an event type group
         * @description Requires company. `event_types` (IDs in order) is answered as `ordered_event_types`.
         */
        post: operations["createEventTypeGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/event_type_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a company's event type groups */
        get: operations["listCompanyEventTypeGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/event_type_groups/{event_type_group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an event type group */
        get: operations["getEventTypeGroup"];
        put?: never;
        /**
         * Update an event type group
         * @description `event_types` replaces the ordered list; `unset=image` empties `images`.
         */
        post: operations["updateEventTypeGroup"];
        /**
         * Delete an event type group
         * @description Its event types stay; its child groups move to the top level.
         */
        delete: operations["deleteEventTypeGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an employee
         * @description Requires company and name (or email). With an email the employee is linked to that HQ user (created when new, without a password), who then reaches the company; one HQ user can be an employee of several companies. The same user twice in one company is a 409.
         */
        post: operations["createEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a company's employees
         * @description `search` matches name, email and description, ignoring case and accents.
         */
        get: operations["listCompanyEmployees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/employees/{employee_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an employee */
        get: operations["getEmployee"];
        put?: never;
        /**
         * Update an employee
         * @description Partial update; marketplace, notifications and sms merge field by field.
         */
        post: operations["updateEmployee"];
        /**
         * Delete an employee
         * @description Bookings keep the employee; the HQ user no longer reaches the company through it.
         */
        delete: operations["deleteEmployee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an event (a booking made by staff)
         * @description Checked like a marketplace booking on the HQ calendar (resources available_for_bookings, skip_calendar), except that event types marked overbookable may be overbooked: fully_overbookable ones are not checked against busy time or guest limits, partially_overbookable ones may double-book the employee. Status defaults to confirmed.
         */
        post: operations["createHqEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's events */
        get: operations["listHqEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an event */
        get: operations["getHqEvent"];
        put?: never;
        /**
         * Update an event (move, change, cancel, set status)
         * @description Moving follows the marketplace rules (pass starts_at, its current value to stay at the same time). status cancelled/noshow frees the time; setting an active status again re-books it.
         */
        post: operations["updateHqEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's customers
         * @description Oldest first unless `sort` says otherwise; `last_visit_at` sorts customers who never came last.
         */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer
         * @description The phone is stored in E.164. An e-mail (any case) or phone that another customer of the company holds is a 409 (merge them instead).
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/customers/{customer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a customer */
        get: operations["getCustomer"];
        put?: never;
        /**
         * Update a customer
         * @description `unset` clears fields (`phone_number` clears the whole phone).
         */
        post: operations["updateCustomer"];
        /**
         * Erase a customer (GDPR)
         * @description The customer record goes; their bookings, payments, vouchers and messages keep their times and amounts, with names, e-mails, phones, kennitala, comments and message texts blanked.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/customers/{customer_id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's bookings */
        get: operations["listCustomerEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/customers/{customer_id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge customers into this one
         * @description In one transaction: the events, payments, vouchers and messages of the `from` customers move to this one, which takes the e-mail, phone, kennitala and marketplace account it lacks from them (notes are appended), and they are deleted.
         */
        post: operations["mergeCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/customers/{customer_id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything held about a customer (GDPR access)
         * @description One JSON document: the customer, their events, payments, vouchers and the messages sent about them.
         */
        get: operations["exportCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Answers the endpoint with its signing `secret` (whsec_..., Standard Webhooks), shown only here and on rotate_secret. Each change of the types in `events` (or all, with "*") is POSTed to `url`, signed (`webhook-id`, `webhook-timestamp`, `webhook-signature`), and retried with growing delays for about three days until the endpoint answers 2xx within 10 s.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a company's webhook endpoints */
        get: operations["listCompanyWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a webhook endpoint */
        get: operations["getWebhook"];
        put?: never;
        /**
         * Update a webhook endpoint
         * @description A disabled endpoint gets no new deliveries; those already queued are still sent.
         */
        post: operations["updateWebhook"];
        /** Delete a webhook endpoint (and its delivery log) */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/webhooks/{webhook_id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint's signing secret
         * @description Answers the new secret. For 24 hours every delivery carries signatures with both the new and the old secret (`previous_secret_expires_at`), so the receiver can switch over without a gap.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/webhooks/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test ping
         * @description Queues a `ping` to the endpoint, sent at once (retried like any delivery); answers the delivery.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint's delivery log
         * @description Newest first; each with its status, attempts, last response and next attempt.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/webhooks/{webhook_id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a delivery now
         * @description A new attempt at once, with the same `webhook-id` and body. Deliveries of one object still go in order: a retry waits behind an earlier pending delivery of the same object.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hq/companies/{company_id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's changes, live (server-sent events)
         * @description text/event-stream: one message per change of the webhook types, as it commits on any instance: `id` (the position in the company's stream), `event` (the type) and `data` (the webhook body `{ type, timestamp, company, data: { object, previous_attributes? } }`). A reconnect with `Last-Event-ID` gets every change after that id (kept 24 hours) before the live ones; without it the stream starts now. A `: heartbeat` comment every 15 s keeps proxies from closing it; the server ends it when it shuts down (reconnect).
         */
        get: operations["streamCompanyChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company by its slug (url_name)
         * @description The path segment is the company's `url_name`; its id is accepted too.
         */
        get: operations["getMarketplaceCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's spaces */
        get: operations["listMarketplaceSpaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/spaces/{space_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One space */
        get: operations["getMarketplaceSpace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer account */
        post: operations["signUpCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in: a JWT for an email and password */
        post: operations["logInCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer */
        get: operations["getCurrentCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/company_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company types
         * @description With lat and lng: the types of the country there (the country of the nearest marketplace company within 500 km) plus the ones for every country; without: all types.
         */
        get: operations["listCompanyTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/company_types/{company_type_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company type */
        get: operations["getCompanyType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/service_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service types
         * @description With user_location: the service types of its country (country_code, else found from lat/lng) plus the ones for every country.
         */
        get: operations["listServiceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/service_types/{service_type_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One service type */
        get: operations["getServiceType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/cuisines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cuisines
         * @description Global list; user_location is accepted (these categories are the same in every country).
         */
        get: operations["listCuisines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/cuisines/readable/{readable_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One cuisine by its readable id */
        get: operations["getCuisineByReadableId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/cuisines/{cuisine_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One cuisine */
        get: operations["getCuisine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/dietaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dietaries
         * @description Global list; user_location is accepted (these categories are the same in every country).
         */
        get: operations["listDietaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/dietaries/readable/{readable_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dietary by its readable id */
        get: operations["getDietaryByReadableId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/dietaries/{dietary_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dietary */
        get: operations["getDietary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/ambiences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ambiences
         * @description Global list; user_location is accepted (these categories are the same in every country).
         */
        get: operations["listAmbiences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/ambiences/readable/{readable_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ambience by its readable id */
        get: operations["getAmbienceByReadableId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/ambiences/{ambience_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ambience */
        get: operations["getAmbience"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies on the marketplace
         * @description Marketplace-visible companies matching `filter` and `search`, in `sort` order (default: distance when a location is given, else name), one `pagination` page. With a location, each company carries its great-circle `distance` in metres.
         */
        get: operations["listMarketplaceCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/enterprises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enterprises on the marketplace, with their matching companies
         * @description Filtering, sorting and paging work on the companies (as in GET /companies); the page of companies is then grouped by enterprise, in the order of each enterprise’s first company. `companies` holds the company objects. Authentication optional.
         */
        get: operations["listMarketplaceEnterprises"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/enterprises/{url_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An enterprise by its slug (url_name)
         * @description Its id is accepted too. `companies`: ids of its visible companies (expand=companies).
         */
        get: operations["getMarketplaceEnterprise"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/map/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies for a map view
         * @description A compact record per marketplace-visible company with a position, filtered like GET /companies (plus the viewport `filter.bounds`), most popular first, at most 5000.
         */
        get: operations["listMarketplaceMapCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Employees across companies
         * @description Bookable employees of marketplace-visible companies whose name matches `search`; nearest company first when `user_location` has lat/lng (only within `radius` metres when given), else by name.
         */
        get: operations["searchMarketplaceEmployees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's bookable employees
         * @description Authentication optional. `filter.event_types` (or the deprecated `event_type_ids`): only employees who perform every one of them; an event type the company does not offer on the marketplace is a 404.
         */
        get: operations["listMarketplaceCompanyEmployees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/employees/{employee_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bookable employee of a company */
        get: operations["getMarketplaceEmployee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/event_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's bookable services
         * @description The event types a customer can book online (not hidden), with price, duration, pauses, guest limits, images, translations and the variations selectable on the marketplace. Their ids go to time_slots, time_slot_reservations and events.
         */
        get: operations["listMarketplaceEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/event_type_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's service groups (the menu's sections)
         * @description The groups in `order`, each with its bookable event types in their order; `expand=event_types` puts the event type objects inline.
         */
        get: operations["listMarketplaceEventTypeGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/scheduled_events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's classes
         * @description Only marketplace_visible classes that have not ended, with their marketplace_visible tiers; `remaining` per tier, `remaining_capacity` and `is_full` are as of the request. Book a seat with POST /events and `scheduled_event` (and `tier` when customer_selects_tier). The company by id or url_name.
         */
        get: operations["listMarketplaceScheduledEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/scheduled_events/{scheduled_event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One class
         * @description Only marketplace_visible classes that have not ended, with their marketplace_visible tiers; `remaining` per tier, `remaining_capacity` and `is_full` are as of the request. Book a seat with POST /events and `scheduled_event` (and `tier` when customer_selects_tier).
         */
        get: operations["getMarketplaceScheduledEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/time_slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bookable time slots of a company
         * @description Per local date of the company (start_date..end_date, at most 62 days): the slots with their time (HH:MM local), UTC timestamp and the employees/spaces that can serve them. Give event_type_ids, or event_id to reschedule (its own services; it does not block itself).
         */
        get: operations["listTimeSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/multiple_time_slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time slots of several event types at once
         * @description One entry per event type (or, with event_id, per service of that event). min_capacity..max_capacity is a party-size range: a slot is offered when some size in it fits.
         */
        get: operations["listMultipleTimeSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/opening_hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opening hours per local date
         * @description When the company, or any of its marketplace employees or spaces, is open: from the availability rules of its rule sets, else its profile opening_hours. closes_at "24:00" means open until midnight.
         */
        get: operations["listOpeningHours"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/time_slot_reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold a time slot for a few minutes
         * @description Holds the slot (event types, time, party, optional employee/space) for RESERVATION_MINUTES (default 10) and blocks it for everyone else; POST /events with time_slot_reservation turns it into an event. An expired hold stops blocking by itself.
         */
        post: operations["createTimeSlotReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's events */
        get: operations["listMyEvents"];
        put?: never;
        /**
         * Book: create an event
         * @description From a live time_slot_reservation, or directly with company, event_types and starts_at (checked the same way). Without employee/space one is chosen at random among those free. Refusals are 400 create_event_error with a code and a user_message.
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event
         * @description A guest's event by its id; an event of a customer account needs that customer's token.
         */
        get: operations["getEvent"];
        put?: never;
        /**
         * Change or cancel an event
         * @description Rules: (1) without employee/space a new one is chosen at random for a new time; (2)/(3) to move between resources or change the number of guests only, pass starts_at with its current value. status "cancelled" cancels. The company's client_reschedule_disabled, min_reschedule_notice_hours, client_cancel_disabled and min_cancel_notice_hours apply.
         */
        post: operations["updateEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/events/{event_id}/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the event to a recipient */
        post: operations["sendEventNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/events/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the data of the booking flow
         * @description Answers which fields fail: the company's required_fields (kennitala, email, license_plate), the event types' booking questions marked answer_required, e-mail/kennitala format and the party size limits; and the price the booking would have (`variations`, or a seat: `scheduled_event`, `tier`, `variation`). The company by id or url_name.
         */
        post: operations["validateBookingData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/payments/{payment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payment to make, or made: its status and checkout
         * @description A guest's payment is read by its unguessable id; one of a customer account needs that customer's token.
         */
        get: operations["getCheckoutPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/payments/{payment_id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay: capture the payment (test provider); its booking becomes confirmed
         * @description Captures the payment with `payment_method` and confirms its booking in one transaction. Confirming a paid payment again answers it unchanged (nothing is captured twice). A declined card is a 402 `card_declined` (the payment stays pending for another try); an expired hold is a 409 `payment_expired`.
         */
        post: operations["confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/companies/{company_id}/voucher_templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vouchers a company sells on the marketplace
         * @description Its templates with marketplace: true (none when the company has vouchers.enabled false).
         */
        get: operations["listMarketplaceVoucherTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a voucher: pay for it, get its code by e-mail
         * @description Charges the template's amount with `payment_method` (a decline is a 402 `card_declined` and writes nothing), then writes the payment (reason `voucher`), the voucher with a unique code and its e-mail to `email` in one transaction.
         */
        post: operations["buyVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/vouchers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A voucher's status and balance, by its code */
        get: operations["getVoucherBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** Error */
        Error: {
            type: string;
            code: string;
            message: string;
            user_message?: string;
            user_title?: string;
            details?: {
                field: string;
                message: string;
            }[];
            request_id?: string;
        };
        /** ApiToken */
        ApiToken: {
            id: string;
            name: string;
            /**
             * @description `read`: GET only (writes answer 403 permission_error); `write`: all its user may do.
             * @enum {string}
             */
            scope: "read" | "write";
            /** @description Companies the token is limited to; empty: every company its user reaches. */
            companies: string[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: date-time */
            last_used_at: string | null;
        };
        /** ActivityFilter */
        ActivityFilter: {
            object_type?: string;
            object_id?: string;
            /** @description HQ user id. */
            user?: string;
            /**
             * Format: date-time
             * @description Changes at or after.
             */
            from?: string;
            /**
             * Format: date-time
             * @description Changes before.
             */
            to?: string;
        };
        /** ActivityChange */
        ActivityChange: {
            old: unknown;
            new: unknown;
        };
        /** ActivityActor */
        ActivityActor: {
            /** @enum {string} */
            type: "hq_user" | "customer" | "guest";
            /** @description HQ user, for hq_user. */
            user: string | null;
            /** @description The API token used (its id), for hq_user. */
            token: string | null;
            /** @description The customer account, for customer. */
            marketplace_user: string | null;
        };
        /** ActivityObject */
        ActivityObject: {
            /** @description The kind of object (its table), e.g. `resources`, `events`. */
            type: string;
            id: string;
        };
        /** Activity */
        Activity: {
            id: string;
            company: string;
            actor: components["schemas"]["ActivityActor"];
            /** @description The operationId of the request that made the change. */
            operation: string | null;
            request_id: string | null;
            object: components["schemas"]["ActivityObject"];
            /** @enum {string} */
            action: "create" | "update" | "delete";
            /** @description Each field that changed, with its old and new value; secrets are shown as "***". */
            changes: {
                [key: string]: components["schemas"]["ActivityChange"];
            };
            /** Format: date-time */
            created_at: string;
        };
        /** Company */
        Company: {
            /** @description An object ID. */
            id: string;
            reference_id?: string | null;
            vertical?: string;
            enterprise?: string | null;
            /** Format: int64 */
            enterprise_order?: number | null;
            name?: string;
            phone_country_code?: string | null;
            phone_number?: string | null;
            profile?: {
                store_name?: string;
                description?: string;
                /** @description Language code → translated text. */
                description_translations?: {
                    [key: string]: string;
                };
                /** Format: int32 */
                favorites?: number;
                image?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                } | null;
                cover_images?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                }[];
                phone_country_code?: string;
                phone_number?: string;
                contact_email?: string;
                /** Format: int32 */
                max_bookable_future_days?: number;
                /** Format: int32 */
                min_booking_notice_minutes?: number;
                client_reschedule_disabled?: boolean;
                /** Format: int32 */
                min_reschedule_notice_hours?: number;
                client_cancel_disabled?: boolean;
                /** Format: int32 */
                min_cancel_notice_hours?: number;
                /**
                 * Format: int32
                 * @description Minutes between bookable starts; one of 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240.
                 * @default 15
                 * @enum {integer}
                 */
                booking_interval: 5 | 10 | 15 | 20 | 25 | 30 | 35 | 40 | 45 | 50 | 60 | 75 | 90 | 105 | 120 | 160 | 180 | 240;
                /** Format: int32 */
                service_buffer?: number;
                /** Format: int32 */
                min_guests_per_booking?: number;
                /** Format: int32 */
                max_guests_per_booking?: number;
                /** Format: int32 */
                max_guests_per_interval?: number;
                /** Format: int32 */
                max_same_time_arrival?: number;
                prefer_12_hours?: boolean;
                required_fields?: {
                    kennitala?: boolean;
                    email?: boolean;
                    license_plate?: boolean;
                };
                license_plate?: boolean;
                web_auth_opt_out?: boolean;
                exceed_max_guests_message?: string;
                booking_success_message?: string;
                booking_redirect_url?: string;
                company_types?: string[];
                /** @description Seven days, Monday first (ISO weekday order). */
                opening_hours?: {
                    /** @description HH:MM local time */
                    opens_at?: string;
                    /** @description HH:MM local time */
                    closes_at?: string;
                    is_closed?: boolean;
                }[];
                /** Format: int32 */
                store_opens_at?: number;
                /** Format: int32 */
                store_closes_at?: number;
                unconfirmed_opening_hours?: boolean;
                /** Format: int32 */
                price_category?: number;
            };
            marketplace?: {
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                onboarded_at?: string | null;
                enabled?: boolean;
                visible?: boolean;
                url_name?: string | null;
                email_notification?: boolean;
                allow_booking_without_confirmation?: boolean;
                allow_booking_over_cancelled_events?: boolean;
                allow_booking_multiple_services?: boolean;
                waitlist_enabled?: boolean;
                /** Format: int32 */
                booking_offer_expiry_minutes?: number;
                booking_offer_message?: string;
            };
            messaging?: {
                custom_reminder?: string;
                enable_reminders?: boolean;
                sender_name?: string;
                send_sms_from_employee?: boolean;
                show_booking_ends_at?: boolean;
            };
            location?: {
                google_place_id?: string;
                address?: {
                    city?: string;
                    postalCode?: string;
                    street?: string;
                    region?: string;
                    locality?: string;
                    country?: string;
                };
                formatted_address?: string;
                lat_lng?: {
                    /** Format: double */
                    lat: number;
                    /** Format: double */
                    lng: number;
                };
                country?: {
                    short_name?: string;
                    long_name?: string;
                };
                /** @description IANA time zone name. */
                time_zone?: string;
            };
            currency?: {
                code?: string;
                name?: string;
                symbol?: string;
            };
            locale?: {
                ui_language?: string;
                messaging_language?: string;
            };
            checkin?: {
                success_message?: string;
            };
            payments?: {
                pre_payment_enabled?: boolean;
                pre_payment_type?: string;
                pre_payment_required?: boolean;
                /** Format: int32 */
                pre_payment_min_pax?: number;
                /** Format: double */
                flat_fee?: number;
                /** Format: double */
                pre_payment_ratio?: number;
                optional_full_payment?: boolean;
                settlement_account?: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                onboarded_at?: string;
                enabled_card_types?: string[];
            };
            payment_fees?: {
                /** Format: double */
                event?: number;
                /** Format: double */
                paylink?: number;
                /** Format: double */
                voucher?: number;
            };
            vouchers?: {
                enabled?: boolean;
                amount_vouchers_enabled?: boolean;
            };
            pos?: {
                name_on_invoices?: string;
                legal_address?: string;
                extra_invoice_info?: string;
                /** Format: int32 */
                initial_invoice_number?: number;
                eac_code?: string;
                vat_number?: string;
                default_vat?: string;
                kennitala?: string;
                checkout_first_tab?: string;
                fiscalization_enabled?: boolean;
            };
            acquirer_a?: {
                connected?: boolean;
                has_token?: boolean;
            };
            acquirer_b?: {
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                onboarded_at?: string | null;
                /** @enum {string} */
                onboarding_status?: "not_started" | "in_progress" | "completed" | "rejected";
                has_transfer_instrument?: boolean;
            };
            google_analytics?: {
                measurement_id?: string;
                api_secret?: string;
            };
            claims?: {
                claimant_id?: string | null;
            };
            signup?: {
                completed?: boolean;
                company_size?: string;
            };
            billing_status?: {
                /** Format: int32 */
                paid_invoices?: number;
                /** Format: int32 */
                unpaid_invoices?: number;
            };
            locked_sections?: {
                reports?: boolean;
                transactions?: boolean;
                dashboard?: boolean;
                /** Format: int32 */
                pin_expiry_time?: number;
                pin_hash?: string;
                /** @description Request only: sets pin_hash. */
                pin?: string;
                /** @description Response only. */
                has_pin?: boolean;
            };
            visible_fields?: {
                kennitala?: boolean;
                email?: boolean;
                license_plate?: boolean;
            };
            subscriptions?: {
                id?: string;
                type?: string;
                /** @enum {string} */
                status?: "active" | "trialing" | "inactive";
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                active_since?: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                deactivated_at?: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                trial_started_at?: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                trial_end_acknowledged_at?: string | null;
            }[];
            noshow_claims_enabled?: boolean;
            has_secretary?: boolean;
            invite_link_token?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            last_active_at?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** Vat */
        Vat: {
            /** @description An object ID. */
            id: string;
            /**
             * Format: double
             * @description A fraction: 0.24 is 24 %.
             */
            ratio?: number;
            country_code?: string;
            name?: string;
            /** @description The company's default rate. */
            default?: boolean;
        };
        /** Resource */
        Resource: {
            /** @description An object ID. */
            id: string;
            company?: string | {
                [key: string]: unknown;
            };
            /** @enum {string} */
            type?: "space" | "table" | "table_combination";
            name?: string;
            /** @description Language code → translated text. */
            name_translations?: {
                [key: string]: string;
            };
            description?: string | null;
            /** @description Language code → translated text. */
            description_translations?: {
                [key: string]: string;
            };
            /**
             * @description Priority when a resource is picked at random in the booking process.
             * @enum {string}
             */
            priority?: "normal" | "high";
            image?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            } | null;
            reference_id?: string | null;
            marketplace?: boolean;
            available_for_bookings?: boolean;
            /** Format: int64 */
            booking_interval?: number | null;
            /** Format: int64 */
            order?: number;
            /** Format: int64 */
            min_capacity?: number;
            /** Format: int64 */
            max_capacity?: number;
            allow_overlapping_bookings?: boolean;
            event_type_preferences?: {
                /** @description An object ID. */
                event_type: string;
                skip?: boolean;
                skip_calendar?: boolean;
                skip_marketplace?: boolean;
                has_custom_duration?: boolean;
                custom_duration?: {
                    /** Format: int32 */
                    duration?: number;
                    /** Format: int32 */
                    before_pause?: number;
                    /** Format: int32 */
                    pause?: number;
                    /** Format: int32 */
                    after_pause?: number;
                };
            }[];
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
            resource_group?: ({
                /** @description An object ID. */
                id: string;
                company: string;
                resources: {
                    /** @description An object ID. */
                    id: string;
                    company?: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    type?: "space" | "table" | "table_combination";
                    name?: string;
                    /** @description Language code → translated text. */
                    name_translations?: {
                        [key: string]: string;
                    };
                    description?: string | null;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Priority when a resource is picked at random in the booking process.
                     * @enum {string}
                     */
                    priority?: "normal" | "high";
                    image?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    } | null;
                    reference_id?: string | null;
                    marketplace?: boolean;
                    available_for_bookings?: boolean;
                    /** Format: int64 */
                    booking_interval?: number | null;
                    /** Format: int64 */
                    order?: number;
                    /** Format: int64 */
                    min_capacity?: number;
                    /** Format: int64 */
                    max_capacity?: number;
                    allow_overlapping_bookings?: boolean;
                    event_type_preferences?: {
                        /** @description An object ID. */
                        event_type: string;
                        skip?: boolean;
                        skip_calendar?: boolean;
                        skip_marketplace?: boolean;
                        has_custom_duration?: boolean;
                        custom_duration?: {
                            /** Format: int32 */
                            duration?: number;
                            /** Format: int32 */
                            before_pause?: number;
                            /** Format: int32 */
                            pause?: number;
                            /** Format: int32 */
                            after_pause?: number;
                        };
                    }[];
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    created_at?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    updated_at?: string;
                    resource_group?: {
                        /** @description An object ID. */
                        id: string;
                    } | null;
                    sub_resources?: string[];
                }[];
                title: string;
                /** Format: int64 */
                order: number;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                updated_at: string;
            } | {
                /** @description An object ID. */
                id: string;
            }) | null;
            sub_resources?: string[] | {
                /** @description An object ID. */
                id: string;
                company?: string | {
                    [key: string]: unknown;
                };
                /** @enum {string} */
                type?: "space" | "table" | "table_combination";
                name?: string;
                /** @description Language code → translated text. */
                name_translations?: {
                    [key: string]: string;
                };
                description?: string | null;
                /** @description Language code → translated text. */
                description_translations?: {
                    [key: string]: string;
                };
                /**
                 * @description Priority when a resource is picked at random in the booking process.
                 * @enum {string}
                 */
                priority?: "normal" | "high";
                image?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                } | null;
                reference_id?: string | null;
                marketplace?: boolean;
                available_for_bookings?: boolean;
                /** Format: int64 */
                booking_interval?: number | null;
                /** Format: int64 */
                order?: number;
                /** Format: int64 */
                min_capacity?: number;
                /** Format: int64 */
                max_capacity?: number;
                allow_overlapping_bookings?: boolean;
                event_type_preferences?: {
                    /** @description An object ID. */
                    event_type: string;
                    skip?: boolean;
                    skip_calendar?: boolean;
                    skip_marketplace?: boolean;
                    has_custom_duration?: boolean;
                    custom_duration?: {
                        /** Format: int32 */
                        duration?: number;
                        /** Format: int32 */
                        before_pause?: number;
                        /** Format: int32 */
                        pause?: number;
                        /** Format: int32 */
                        after_pause?: number;
                    };
                }[];
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                created_at?: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                updated_at?: string;
                resource_group?: {
                    /** @description An object ID. */
                    id: string;
                } | null;
                sub_resources?: string[];
            }[];
        };
        /** RuleSet */
        RuleSet: {
            /** @description An object ID. */
            id: string;
            company?: string | {
                [key: string]: unknown;
            };
            title?: string;
            /** @description A day, "YYYY-MM-DD". */
            date?: string;
            rrule?: string | null;
            /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
            starts_at?: string;
            /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
            ends_at?: string;
            /** Format: int64 */
            priority?: number | null;
            rules?: {
                /**
                 * @description availability: open/closed (closed by default); online_bookings: accepting online bookings; max_total_pax: most people bookable at the same time.
                 * @enum {string}
                 */
                type: "availability" | "online_bookings" | "max_total_pax";
                /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
                starts_at: string;
                /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
                ends_at: string;
                open?: boolean | null;
                /** Format: int64 */
                max_total_pax?: number | null;
                employees: string[];
                employees_association: ("include" | "exclude") | null;
                resources: string[];
                resources_association: ("include" | "exclude") | null;
                /** Format: int64 */
                priority: number | null;
            }[];
            /** @description A day, "YYYY-MM-DD". */
            next_instance?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** ScheduledEvent */
        ScheduledEvent: {
            /** @description An object ID. */
            id: string;
            company?: string | {
                [key: string]: unknown;
            };
            name?: string;
            /** @description Language code → translated text. */
            name_translations?: {
                [key: string]: string;
            };
            description?: string | null;
            /** @description Language code → translated text. */
            description_translations?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            starts_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            ends_at?: string;
            marketplace_visible?: boolean;
            allow_cancellation?: boolean;
            /** Format: int64 */
            min_cancel_notice_minutes?: number | null;
            customer_selects_tier?: boolean;
            booking_success_message?: string | null;
            /** @description Language code → translated text. */
            booking_success_message_translations?: {
                [key: string]: string;
            };
            location?: {
                google_place_id?: string;
                address?: {
                    city?: string;
                    postalCode?: string;
                    street?: string;
                    region?: string;
                    locality?: string;
                    country?: string;
                };
                formatted_address?: string;
                lat_lng?: {
                    /** Format: double */
                    lat: number;
                    /** Format: double */
                    lng: number;
                };
                country?: {
                    short_name?: string;
                    long_name?: string;
                };
                /** @description IANA time zone name. */
                time_zone?: string;
            } | null;
            images?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            }[];
            tiers?: {
                /** @description An object ID. */
                id: string;
                name?: string;
                /** @description Language code → translated text. */
                name_translations?: {
                    [key: string]: string;
                };
                description?: string | null;
                /** @description Language code → translated text. */
                description_translations?: {
                    [key: string]: string;
                };
                /** Format: int64 */
                min_group_size?: number | null;
                /** Format: int64 */
                max_group_size?: number | null;
                currency?: string | null;
                marketplace_visible?: boolean;
                payment_settings?: {
                    pre_payment_enabled?: boolean;
                    pre_payment_type?: string;
                    pre_payment_required?: boolean;
                    /** Format: int32 */
                    pre_payment_min_pax?: number;
                    /** Format: double */
                    flat_fee?: number;
                    /** Format: double */
                    pre_payment_ratio?: number;
                    optional_full_payment?: boolean;
                    settlement_account?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    onboarded_at?: string;
                    enabled_card_types?: string[];
                } | null;
                confirmation_message?: string | null;
                /** @description Language code → translated text. */
                confirmation_message_translations?: {
                    [key: string]: string;
                };
                /** Format: int64 */
                max_capacity: number;
                variations: {
                    /** @description An object ID. */
                    id: string;
                    label?: string;
                    /** @description Language code → translated text. */
                    label_translations?: {
                        [key: string]: string;
                    };
                    description?: string | null;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    /** Format: double */
                    price?: number;
                }[];
                booking_questions: {
                    /** @description An object ID. */
                    id: string;
                    title?: string;
                    /** @description Language code → translated text. */
                    title_translations?: {
                        [key: string]: string;
                    };
                    description?: string | null;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    answer_required?: boolean;
                    answer_type?: string;
                }[];
                /**
                 * Format: int64
                 * @description Seats of the tier (its max_capacity).
                 */
                capacity: number;
                /**
                 * Format: int64
                 * @description Seats not taken by bookings that are not cancelled.
                 */
                remaining: number;
                is_full: boolean;
            }[];
            /** Format: int64 */
            total_capacity?: number;
            /** Format: int64 */
            remaining_capacity?: number;
            is_full?: boolean;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** Event */
        Event: {
            id: string;
            company?: string;
            event_types?: (string | {
                [key: string]: unknown;
            })[];
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            starts_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            ends_at?: string;
            employee?: (string | {
                [key: string]: unknown;
            }) | null;
            space?: (string | {
                [key: string]: unknown;
            }) | null;
            resources?: string[];
            /** Format: int64 */
            number_of_guests?: number;
            /** @enum {string} */
            status?: "confirmed" | "unconfirmed" | "cancelled" | "noshow" | "completed";
            /** @enum {string} */
            origin?: "marketplace" | "hq";
            customer_name?: string;
            email?: string | null;
            phone_country_code?: string | null;
            phone_number?: string | null;
            kennitala?: string | null;
            license_plate?: string | null;
            comment?: string | null;
            booking_question_answers?: {
                question: string;
                answer: string;
            }[];
            customer?: (string | {
                [key: string]: unknown;
            }) | null;
            marketplace_user?: string | null;
            time_slot_reservation?: string | null;
            /** @description The class, for a seat booking. */
            scheduled_event?: string | null;
            tier?: string | null;
            /** @description The tier variation of a seat booking. */
            variation?: string | null;
            price?: {
                /** Format: double */
                amount: number;
                currency: string;
            } | null;
            /** @description Per event type: the variation booked and its price (per booking). Empty for a seat. */
            services?: {
                event_type: string;
                variation: string | null;
                price: {
                    /** Format: double */
                    amount: number;
                    currency: string;
                } | null;
            }[];
            payment?: (string | {
                [key: string]: unknown;
            }) | null;
            /** @description On a create that spent a voucher: what it took (an amount, or sessions). */
            voucher?: {
                code: string;
                /** Format: double */
                amount: number;
                /** Format: int64 */
                sessions: number;
            };
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            cancelled_at?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** PaymentTerminalConnection */
        PaymentTerminalConnection: {
            id: string;
            readable_identifier?: string | null;
            brand?: string | null;
            model?: string | null;
            provider?: string | null;
            serial?: string | null;
            /** @description User or company id; empty while disconnected. */
            issuer?: string;
            description?: string | null;
            default?: boolean;
            /**
             * Format: double
             * @description Epoch milliseconds.
             */
            created_at?: number;
        };
        /** FiscalizationOnboarding */
        FiscalizationOnboarding: {
            /** @description Without tax_credentials_password. */
            data?: {
                provider?: string;
                acquirer_company?: string;
                acquirer_store?: string;
                fiscal_code?: string;
                tax_credentials_username?: string;
                series?: string[];
            };
        };
        /** Payment */
        Payment: {
            /** @description An object ID. */
            id: string;
            reference?: string | null;
            company?: string | {
                [key: string]: unknown;
            };
            marketplace_user?: (string | {
                [key: string]: unknown;
            }) | null;
            customer?: (string | {
                [key: string]: unknown;
            }) | null;
            employee?: (string | {
                [key: string]: unknown;
            }) | null;
            event?: (string | {
                [key: string]: unknown;
            }) | null;
            /**
             * @description pending (until captured) → unsettled → settled; pending, unsettled and settled can become refunded (final). Other moves are refused.
             * @enum {string}
             */
            status?: "pending" | "unsettled" | "settled" | "refunded";
            refundable?: boolean;
            reason?: string | null;
            provider?: string | null;
            currency?: string;
            /** Format: double */
            amount?: number;
            settles_to_employee?: boolean;
            settled_to?: string | null;
            settlement?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            refunded_at?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            settled_at?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** SettlementAccount */
        SettlementAccount: {
            /** @description An object ID. */
            id: string;
            name?: string;
            description?: string | null;
            /** @description Masked: only the last four characters are shown. */
            ssn?: string | null;
            bank?: string | null;
            book?: string | null;
            /** @description Masked: only the last four characters are shown. */
            account?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** Settlement */
        Settlement: {
            /** @description An object ID. */
            id: string;
            transferred_to_enterprise?: boolean;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            transferred_to_enterprise_at?: string | null;
            line_items?: {
                title: string;
                /** Format: int64 */
                quantity: number;
                /** Format: double */
                total: number;
                /** Format: double */
                fee: number;
                /** Format: double */
                net_total: number;
            }[];
            /** Format: double */
            total?: number;
            /** Format: double */
            fee?: number;
            /** Format: double */
            net_total?: number;
            currency?: string | null;
            settled_to?: string;
            settlement_account?: components["schemas"]["SettlementAccount"] | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            payments_from?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            payments_to?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** VoucherTemplate */
        VoucherTemplate: {
            /** @description An object ID. */
            id: string;
            type?: string;
            title?: string;
            description?: string | null;
            marketplace_description?: string | null;
            event_type?: (string | {
                [key: string]: unknown;
            }) | null;
            variation_id?: string | null;
            company?: string | {
                [key: string]: unknown;
            };
            /** Format: int64 */
            number_of_guests?: number;
            currency?: string;
            /** Format: double */
            amount?: number;
            /** Format: double */
            value?: number | null;
            /** Format: int64 */
            sessions_total?: number | null;
            marketplace?: boolean;
            /** Format: int64 */
            expiration_months_after_purchase?: number;
            images?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            }[];
            primary_color?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** VoucherData */
        VoucherData: {
            type?: string;
            /** Format: int32 */
            sessions_used?: number;
            /** Format: int32 */
            sessions_total?: number;
            event_type_name?: string;
            event_type_id?: string;
            /** Format: int32 */
            number_of_guests?: number;
            voucher_template?: string;
            /** Format: double */
            voucher_template_amount?: number;
            /** Format: double */
            voucher_template_value?: number;
        };
        /** Voucher */
        Voucher: {
            /** @description An object ID. */
            id: string;
            currency?: string;
            /** Format: double */
            amount?: number;
            data?: components["schemas"]["VoucherData"];
            code?: string;
            color?: string | null;
            message?: string | null;
            /** @enum {string} */
            status?: "never_used" | "partially_used" | "used" | "expired";
            phone_country_code?: string | null;
            phone_number?: string | null;
            email?: string | null;
            marketplace_user?: (string | {
                [key: string]: unknown;
            }) | null;
            customer?: (string | {
                [key: string]: unknown;
            }) | null;
            company?: string | {
                [key: string]: unknown;
            };
            template?: (string | {
                [key: string]: unknown;
            }) | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            expiration?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            deleted_at?: string | null;
        };
        /** Enterprise */
        Enterprise: {
            /** @description An object ID. */
            id: string;
            /** @description Companies of the enterprise the caller reaches. */
            companies?: string[];
            connections?: {
                available_on_marketplace?: boolean;
                url_name?: string | null;
                allows_booking_without_auth?: boolean;
                marketplace?: {
                    enable_vouchers?: boolean;
                };
                vouchers?: {
                    enabled?: boolean;
                    settlement_account_id?: string | null;
                };
            };
            profile?: {
                name?: string;
                image?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                } | null;
                cover_images?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                }[];
            };
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** EventTypeCategory */
        EventTypeCategory: {
            /** @description An object ID. */
            id: string;
            company: string;
            event_type_category_group?: string | null;
            title: string;
            /** @description Language code → translated text. */
            title_translations: {
                [key: string]: string;
            };
            description?: string | null;
            /** @description Language code → translated text. */
            description_translations?: {
                [key: string]: string;
            };
            /** Format: int64 */
            order: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
        };
        /** EventTypeCategoryGroup */
        EventTypeCategoryGroup: {
            /** @description An object ID. */
            id: string;
            company: string;
            title: string;
            /** @description Language code → translated text. */
            title_translations: {
                [key: string]: string;
            };
            /** Format: int64 */
            order: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
        };
        /** EventType */
        EventType: {
            /** @description An object ID. */
            id: string;
            reference_id?: string | null;
            /**
             * @deprecated
             * @description Deprecated: same as company.
             */
            company_id?: string;
            company?: string | {
                [key: string]: unknown;
            };
            event_type_category?: (string | components["schemas"]["EventTypeCategory"]) | null;
            event_type_category_group?: (string | components["schemas"]["EventTypeCategoryGroup"]) | null;
            vat?: string | {
                /** @description An object ID. */
                id: string;
                /** Format: double */
                ratio: number;
                country_code: string;
                name?: string;
                default: boolean;
            };
            title?: string;
            /** @description Language code → translated text. */
            title_translations?: {
                [key: string]: string;
            };
            description?: string | null;
            /** @description Language code → translated text. */
            description_translations?: {
                [key: string]: string;
            };
            /** Format: int64 */
            duration?: number;
            /** Format: int64 */
            delay?: number;
            /** Format: int64 */
            beforePause?: number;
            /** Format: int64 */
            pause?: number;
            /** Format: int64 */
            afterPause?: number;
            /** Format: int64 */
            buffer_after_service?: number | null;
            /** Format: int64 */
            min_guests_per_booking?: number | null;
            /** Format: int64 */
            max_guests_per_booking?: number | null;
            images?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            }[];
            color?: string | null;
            /** @enum {string} */
            overbookable?: "not_overbookable" | "partially_overbookable" | "fully_overbookable";
            variations?: {
                id: string;
                label?: string;
                description?: string;
                selectable_in_marketplace?: boolean;
                prices: {
                    currency: string;
                    /** Format: double */
                    amount: number;
                }[];
                customer_group?: string | null;
            }[];
            price_ranges?: {
                /** Format: double */
                min: number;
                /** Format: double */
                max: number;
                currency: string;
            }[];
            connections?: {
                /**
                 * @description What the service occupies (CONTRACT.md 8).
                 * @enum {string}
                 */
                service_needs: "employee" | "space" | "employee_and_space" | "none";
                /**
                 * @description What the service occupies (CONTRACT.md 8).
                 * @enum {string}
                 */
                customer_selects?: "employee" | "space" | "employee_and_space" | "none";
                booking_question?: string;
                booking_questions?: {
                    id: string;
                    title: string;
                    description?: string;
                    answer_required?: boolean;
                    answer_type?: string;
                }[];
                booking_success_message?: string;
                hidden: boolean;
            };
            custom_payment_settings?: boolean;
            payments?: {
                pre_payment_enabled?: boolean;
                pre_payment_type?: string;
                pre_payment_required?: boolean;
                /** Format: int32 */
                pre_payment_min_pax?: number;
                /** Format: double */
                flat_fee?: number;
                /** Format: double */
                pre_payment_ratio?: number;
                optional_full_payment?: boolean;
                settlement_account?: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                onboarded_at?: string;
                enabled_card_types?: string[];
            } | null;
            price?: {
                currency: string;
                /** Format: double */
                amount: number;
                /** Format: double */
                amount_upper_limit: number | null;
            } | null;
            tax_exemption_reason?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** EventTypeGroup */
        EventTypeGroup: {
            /** @description An object ID. */
            id: string;
            company?: string | {
                [key: string]: unknown;
            };
            parent_event_type_group?: (string | {
                [key: string]: unknown;
            }) | null;
            title?: string;
            /** @description Language code → translated text. */
            title_translations?: {
                [key: string]: string;
            };
            description?: string | null;
            /** @description Language code → translated text. */
            description_translations?: {
                [key: string]: string;
            };
            images?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            }[];
            /** Format: int64 */
            order?: number;
            is_default_group?: boolean;
            ordered_event_types?: {
                /** Format: int64 */
                order: number;
                event_type: string | {
                    [key: string]: unknown;
                };
            }[];
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** Employee */
        Employee: {
            /** @description An object ID. */
            id: string;
            reference_id?: string | null;
            /**
             * @deprecated
             * @description Deprecated: same as company.
             */
            company_id?: string;
            company?: string | {
                [key: string]: unknown;
            };
            name?: string;
            description?: string | null;
            /** @description Language code → translated text. */
            description_translations?: {
                [key: string]: string;
            };
            image?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            } | null;
            email?: string | null;
            /** @description From the linked HQ user; false when there is none. */
            email_verified?: boolean;
            /** @description Whether the linked HQ user has set a password. */
            has_password?: boolean;
            phone_country_code?: string | null;
            phone_number?: string | null;
            /** Format: int64 */
            order?: number;
            marketplace?: {
                enabled: boolean;
                prioritized?: boolean;
                allow_booking_without_confirmation?: boolean;
                exclude_from_randomization_pool?: boolean;
                exclude_new_customers?: boolean;
                pre_payments_enabled?: boolean;
                own_settlements_allowed?: boolean;
                own_settlements_preferred?: boolean;
                own_settlements?: boolean;
                /** Format: int64 */
                booking_interval?: number;
            };
            notifications?: {
                booking_email?: boolean;
            };
            sms?: {
                from?: string;
                custom_text?: string;
            };
            event_type_preferences?: {
                /** @description An object ID. */
                event_type: string;
                skip?: boolean;
                skip_calendar?: boolean;
                skip_marketplace?: boolean;
                has_custom_duration?: boolean;
                custom_duration?: {
                    /** Format: int32 */
                    duration?: number;
                    /** Format: int32 */
                    before_pause?: number;
                    /** Format: int32 */
                    pause?: number;
                    /** Format: int32 */
                    after_pause?: number;
                };
            }[];
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /**
         * CustomerStats
         * @description Counted from the bookings when the record is read (never stale). A visit is a confirmed or completed booking that has started; the next visit is the first confirmed or unconfirmed one still to start.
         */
        CustomerStats: {
            /**
             * Format: int64
             * @description Every booking linked to the customer, whatever its status.
             */
            bookings: number;
            /** Format: int64 */
            cancellations: number;
            /** Format: int64 */
            noshows: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            last_visit_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            next_visit_at: string | null;
        };
        /** Customer */
        Customer: {
            /** @description An object ID. */
            id: string;
            company?: string;
            name?: string;
            email?: string | null;
            /** @description Calling code digits, e.g. "354". */
            phone_country_code?: string | null;
            /** @description National number, e.g. "5551234". */
            phone_number?: string | null;
            /** @description The phone in E.164, e.g. "+3545551234". */
            phone?: string | null;
            kennitala?: string | null;
            notes?: string | null;
            marketplace_user?: string | null;
            stats?: components["schemas"]["CustomerStats"];
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** CustomerMessage */
        CustomerMessage: {
            id: string;
            kind: string;
            to: string;
            subject: string;
            body: string;
            html: string | null;
            attachments: unknown;
            status: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            sent_at: string | null;
        };
        /**
         * CustomerExport
         * @description Everything held about the person (GDPR access).
         */
        CustomerExport: {
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            exported_at: string;
            customer: components["schemas"]["Customer"];
            events: components["schemas"]["Event"][];
            payments: components["schemas"]["Payment"][];
            vouchers: components["schemas"]["Voucher"][];
            messages: components["schemas"]["CustomerMessage"][];
        };
        /** WebhookEndpointWithSecret */
        WebhookEndpointWithSecret: {
            /** @description An object ID. */
            id: string;
            company: string;
            url: string;
            events: string[];
            description: string | null;
            enabled: boolean;
            /**
             * Format: date-time
             * @description After a rotation: until then deliveries are signed with the old secret too.
             */
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
            /** @description The signing secret (Standard Webhooks, whsec_...). Shown only when the endpoint is created and when the secret is rotated. */
            secret: string;
        };
        /** WebhookEndpoint */
        WebhookEndpoint: {
            /** @description An object ID. */
            id: string;
            company: string;
            url: string;
            events: string[];
            description: string | null;
            enabled: boolean;
            /**
             * Format: date-time
             * @description After a rotation: until then deliveries are signed with the old secret too.
             */
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
        };
        /** WebhookDelivery */
        WebhookDelivery: {
            /** @description An object ID. */
            id: string;
            webhook: string;
            /** @description The `webhook-id` header: the same on every attempt. */
            message_id: string;
            event_type: string;
            /**
             * @description pending (queued or waiting for a retry), succeeded, or failed (every attempt failed).
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /** Format: int64 */
            attempts: number;
            /**
             * Format: int64
             * @description The receiver's HTTP status of the last attempt.
             */
            response_status: number | null;
            /**
             * Format: int64
             * @description How long the last attempt took.
             */
            duration_ms: number | null;
            last_error: string | null;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            delivered_at: string | null;
            /** @description The body POSTed. */
            payload: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
        };
        /** ServerSentEvents */
        ServerSentEvents: string;
        /** MarketplaceCompany */
        MarketplaceCompany: {
            /** @description An object ID. */
            id: string;
            name?: string;
            url_name?: string | null;
            vertical?: string;
            enterprise?: string | null;
            phone_country_code?: string | null;
            phone_number?: string | null;
            profile?: {
                store_name?: string;
                description?: string;
                /** @description Language code → translated text. */
                description_translations?: {
                    [key: string]: string;
                };
                /** Format: int32 */
                favorites?: number;
                image?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                } | null;
                cover_images?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                }[];
                phone_country_code?: string;
                phone_number?: string;
                contact_email?: string;
                /** Format: int32 */
                max_bookable_future_days?: number;
                /** Format: int32 */
                min_booking_notice_minutes?: number;
                client_reschedule_disabled?: boolean;
                /** Format: int32 */
                min_reschedule_notice_hours?: number;
                client_cancel_disabled?: boolean;
                /** Format: int32 */
                min_cancel_notice_hours?: number;
                /**
                 * Format: int32
                 * @description Minutes between bookable starts; one of 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240.
                 * @default 15
                 * @enum {integer}
                 */
                booking_interval: 5 | 10 | 15 | 20 | 25 | 30 | 35 | 40 | 45 | 50 | 60 | 75 | 90 | 105 | 120 | 160 | 180 | 240;
                /** Format: int32 */
                service_buffer?: number;
                /** Format: int32 */
                min_guests_per_booking?: number;
                /** Format: int32 */
                max_guests_per_booking?: number;
                /** Format: int32 */
                max_guests_per_interval?: number;
                /** Format: int32 */
                max_same_time_arrival?: number;
                prefer_12_hours?: boolean;
                required_fields?: {
                    kennitala?: boolean;
                    email?: boolean;
                    license_plate?: boolean;
                };
                license_plate?: boolean;
                web_auth_opt_out?: boolean;
                exceed_max_guests_message?: string;
                booking_success_message?: string;
                booking_redirect_url?: string;
                company_types?: string[];
                /** @description Seven days, Monday first (ISO weekday order). */
                opening_hours?: {
                    /** @description HH:MM local time */
                    opens_at?: string;
                    /** @description HH:MM local time */
                    closes_at?: string;
                    is_closed?: boolean;
                }[];
                /** Format: int32 */
                store_opens_at?: number;
                /** Format: int32 */
                store_closes_at?: number;
                unconfirmed_opening_hours?: boolean;
                /** Format: int32 */
                price_category?: number;
            };
            marketplace?: {
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                onboarded_at?: string | null;
                enabled?: boolean;
                visible?: boolean;
                url_name?: string | null;
                email_notification?: boolean;
                allow_booking_without_confirmation?: boolean;
                allow_booking_over_cancelled_events?: boolean;
                allow_booking_multiple_services?: boolean;
                waitlist_enabled?: boolean;
                /** Format: int32 */
                booking_offer_expiry_minutes?: number;
                booking_offer_message?: string;
            };
            location?: {
                google_place_id?: string;
                address?: {
                    city?: string;
                    postalCode?: string;
                    street?: string;
                    region?: string;
                    locality?: string;
                    country?: string;
                };
                formatted_address?: string;
                lat_lng?: {
                    /** Format: double */
                    lat: number;
                    /** Format: double */
                    lng: number;
                };
                country?: {
                    short_name?: string;
                    long_name?: string;
                };
                /** @description IANA time zone name. */
                time_zone?: string;
            };
            currency?: {
                code?: string;
                name?: string;
                symbol?: string;
            };
            locale?: {
                ui_language?: string;
                messaging_language?: string;
            };
            payments?: {
                pre_payment_enabled?: boolean;
                pre_payment_type?: string;
                pre_payment_required?: boolean;
                /** Format: int32 */
                pre_payment_min_pax?: number;
                /** Format: double */
                flat_fee?: number;
                /** Format: double */
                pre_payment_ratio?: number;
                optional_full_payment?: boolean;
                settlement_account?: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                onboarded_at?: string;
                enabled_card_types?: string[];
            };
            vouchers?: {
                enabled?: boolean;
                amount_vouchers_enabled?: boolean;
            };
            visible_fields?: {
                kennitala?: boolean;
                email?: boolean;
                license_plate?: boolean;
            };
            company_types?: string[];
            /**
             * Format: double
             * @description Metres from the given point, when one was given.
             */
            distance?: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** Category */
        Category: {
            /** @description An object ID. */
            id: string;
            readable_id?: string | null;
            name?: string;
            /** @description Language code → translated text. */
            name_translations?: {
                [key: string]: string;
            };
            /** @description null: applies in every country. */
            country_code?: string | null;
            /** Format: int64 */
            order?: number;
            image?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            } | null;
            metadata?: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** MarketplaceEnterpriseSummary */
        MarketplaceEnterpriseSummary: {
            /** @description An object ID. */
            id: string;
            name?: string;
            url_name?: string | null;
            connections?: {
                available_on_marketplace?: boolean;
                url_name?: string | null;
                allows_booking_without_auth?: boolean;
                marketplace?: {
                    enable_vouchers?: boolean;
                };
                vouchers?: {
                    enabled?: boolean;
                };
            };
            profile?: {
                name?: string;
                image?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                } | null;
                cover_images?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                }[];
            };
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** MarketplaceCompanyExpandable */
        MarketplaceCompanyExpandable: {
            /** @description An object ID. */
            id: string;
            name?: string;
            url_name?: string | null;
            vertical?: string;
            enterprise?: (string | components["schemas"]["MarketplaceEnterpriseSummary"]) | null;
            phone_country_code?: string | null;
            phone_number?: string | null;
            profile?: {
                store_name?: string;
                description?: string;
                /** @description Language code → translated text. */
                description_translations?: {
                    [key: string]: string;
                };
                /** Format: int32 */
                favorites?: number;
                image?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                } | null;
                cover_images?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                }[];
                phone_country_code?: string;
                phone_number?: string;
                contact_email?: string;
                /** Format: int32 */
                max_bookable_future_days?: number;
                /** Format: int32 */
                min_booking_notice_minutes?: number;
                client_reschedule_disabled?: boolean;
                /** Format: int32 */
                min_reschedule_notice_hours?: number;
                client_cancel_disabled?: boolean;
                /** Format: int32 */
                min_cancel_notice_hours?: number;
                /**
                 * Format: int32
                 * @description Minutes between bookable starts; one of 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240.
                 * @default 15
                 * @enum {integer}
                 */
                booking_interval: 5 | 10 | 15 | 20 | 25 | 30 | 35 | 40 | 45 | 50 | 60 | 75 | 90 | 105 | 120 | 160 | 180 | 240;
                /** Format: int32 */
                service_buffer?: number;
                /** Format: int32 */
                min_guests_per_booking?: number;
                /** Format: int32 */
                max_guests_per_booking?: number;
                /** Format: int32 */
                max_guests_per_interval?: number;
                /** Format: int32 */
                max_same_time_arrival?: number;
                prefer_12_hours?: boolean;
                required_fields?: {
                    kennitala?: boolean;
                    email?: boolean;
                    license_plate?: boolean;
                };
                license_plate?: boolean;
                web_auth_opt_out?: boolean;
                exceed_max_guests_message?: string;
                booking_success_message?: string;
                booking_redirect_url?: string;
                company_types?: string[];
                /** @description Seven days, Monday first (ISO weekday order). */
                opening_hours?: {
                    /** @description HH:MM local time */
                    opens_at?: string;
                    /** @description HH:MM local time */
                    closes_at?: string;
                    is_closed?: boolean;
                }[];
                /** Format: int32 */
                store_opens_at?: number;
                /** Format: int32 */
                store_closes_at?: number;
                unconfirmed_opening_hours?: boolean;
                /** Format: int32 */
                price_category?: number;
            };
            marketplace?: {
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                onboarded_at?: string | null;
                enabled?: boolean;
                visible?: boolean;
                url_name?: string | null;
                email_notification?: boolean;
                allow_booking_without_confirmation?: boolean;
                allow_booking_over_cancelled_events?: boolean;
                allow_booking_multiple_services?: boolean;
                waitlist_enabled?: boolean;
                /** Format: int32 */
                booking_offer_expiry_minutes?: number;
                booking_offer_message?: string;
            };
            location?: {
                google_place_id?: string;
                address?: {
                    city?: string;
                    postalCode?: string;
                    street?: string;
                    region?: string;
                    locality?: string;
                    country?: string;
                };
                formatted_address?: string;
                lat_lng?: {
                    /** Format: double */
                    lat: number;
                    /** Format: double */
                    lng: number;
                };
                country?: {
                    short_name?: string;
                    long_name?: string;
                };
                /** @description IANA time zone name. */
                time_zone?: string;
            };
            currency?: {
                code?: string;
                name?: string;
                symbol?: string;
            };
            locale?: {
                ui_language?: string;
                messaging_language?: string;
            };
            payments?: {
                pre_payment_enabled?: boolean;
                pre_payment_type?: string;
                pre_payment_required?: boolean;
                /** Format: int32 */
                pre_payment_min_pax?: number;
                /** Format: double */
                flat_fee?: number;
                /** Format: double */
                pre_payment_ratio?: number;
                optional_full_payment?: boolean;
                settlement_account?: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                onboarded_at?: string;
                enabled_card_types?: string[];
            };
            vouchers?: {
                enabled?: boolean;
                amount_vouchers_enabled?: boolean;
            };
            visible_fields?: {
                kennitala?: boolean;
                email?: boolean;
                license_plate?: boolean;
            };
            company_types?: (string | components["schemas"]["Category"])[];
            /**
             * Format: double
             * @description Metres from the given point, when one was given.
             */
            distance?: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** MarketplaceEnterprise */
        MarketplaceEnterprise: {
            /** @description An object ID. */
            id: string;
            name?: string;
            url_name?: string | null;
            companies?: (string | components["schemas"]["MarketplaceCompanyExpandable"])[];
            connections?: {
                available_on_marketplace?: boolean;
                url_name?: string | null;
                allows_booking_without_auth?: boolean;
                marketplace?: {
                    enable_vouchers?: boolean;
                };
                vouchers?: {
                    enabled?: boolean;
                };
            };
            profile?: {
                name?: string;
                image?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                } | null;
                cover_images?: {
                    thumb?: string;
                    image?: string;
                    public_id?: string;
                    type?: string;
                    provider?: string;
                    /** Format: int32 */
                    width?: number;
                    /** Format: int32 */
                    height?: number;
                    /** Format: int64 */
                    bytes?: number;
                }[];
            };
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** MapCompany */
        MapCompany: {
            /** @description An object ID. */
            id: string;
            name?: string;
            url_name?: string | null;
            enterprise?: string | null;
            lat_lng?: {
                /** Format: double */
                lat: number;
                /** Format: double */
                lng: number;
            };
            company_types?: string[];
            /** Format: int64 */
            favorites?: number;
            /**
             * Format: double
             * @description Metres from filter.location, when given.
             */
            distance?: number;
        };
        /** MarketplaceEmployee */
        MarketplaceEmployee: {
            /** @description An object ID. */
            id: string;
            company_id?: string;
            company?: string | components["schemas"]["MarketplaceCompany"];
            name?: string;
            description?: string | null;
            /** @description Language code → translated text. */
            description_translations?: {
                [key: string]: string;
            };
            image?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            } | null;
            /** Format: int64 */
            order?: number;
            marketplace?: {
                enabled?: boolean;
                prioritized?: boolean;
                /** Format: int64 */
                booking_interval?: number | null;
            };
            /** @description Event types the employee performs on the marketplace. */
            event_types?: string[];
            /**
             * Format: double
             * @description Metres from user_location to the employee's company.
             */
            distance?: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at?: string;
        };
        /** MarketplaceEventType */
        MarketplaceEventType: {
            /** @description An object ID. */
            id: string;
            company?: string;
            event_type_category?: string | null;
            event_type_category_group?: string | null;
            title?: string;
            /** @description Language code → translated text. */
            title_translations?: {
                [key: string]: string;
            };
            description?: string | null;
            /** @description Language code → translated text. */
            description_translations?: {
                [key: string]: string;
            };
            /**
             * Format: int64
             * @description Minutes the customer is served (pauses included).
             */
            duration?: number;
            /** Format: int64 */
            delay?: number;
            /** Format: int64 */
            beforePause?: number;
            /** Format: int64 */
            pause?: number;
            /** Format: int64 */
            afterPause?: number;
            /** Format: int64 */
            min_guests_per_booking?: number | null;
            /** Format: int64 */
            max_guests_per_booking?: number | null;
            images?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            }[];
            color?: string | null;
            /** @description Only the variations selectable_in_marketplace; book one with `variations` on the event. */
            variations?: {
                id: string;
                label: string;
                description: string | null;
                prices: {
                    currency: string;
                    /** Format: double */
                    amount: number;
                }[];
            }[];
            price_ranges?: {
                /** Format: double */
                min: number;
                /** Format: double */
                max: number;
                currency: string;
            }[];
            price?: {
                currency: string;
                /** Format: double */
                amount: number;
                /** Format: double */
                amount_upper_limit: number | null;
            } | null;
            connections?: {
                /**
                 * @description What the service occupies (CONTRACT.md 8).
                 * @enum {string}
                 */
                service_needs: "employee" | "space" | "employee_and_space" | "none";
                customer_selects: string | null;
                booking_questions: {
                    [key: string]: unknown;
                }[];
                booking_success_message: string | null;
            };
        };
        /** MarketplaceEventTypeGroup */
        MarketplaceEventTypeGroup: {
            /** @description An object ID. */
            id: string;
            company?: string;
            parent_event_type_group?: string | null;
            title?: string;
            /** @description Language code → translated text. */
            title_translations?: {
                [key: string]: string;
            };
            description?: string | null;
            /** @description Language code → translated text. */
            description_translations?: {
                [key: string]: string;
            };
            images?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            }[];
            /** Format: int64 */
            order?: number;
            is_default_group?: boolean;
            /** @description Bookable members only (hidden or deleted event types are left out). */
            ordered_event_types?: {
                /** Format: int64 */
                order: number;
                /** @description The event type id, or the object with expand=event_types. */
                event_type: string | components["schemas"]["MarketplaceEventType"];
            }[];
        };
        /** MarketplaceTier */
        MarketplaceTier: {
            /** @description An object ID. */
            id: string;
            name: string;
            /** @description Language code → translated text. */
            name_translations: {
                [key: string]: string;
            };
            description: string | null;
            /** @description Language code → translated text. */
            description_translations: {
                [key: string]: string;
            };
            /** Format: int64 */
            max_capacity: number;
            /** Format: int64 */
            min_group_size: number | null;
            /** Format: int64 */
            max_group_size: number | null;
            currency: string | null;
            /** @description Book one with `variation`; its price is per seat. */
            variations: {
                /** @description An object ID. */
                id: string;
                label?: string;
                /** @description Language code → translated text. */
                label_translations?: {
                    [key: string]: string;
                };
                description?: string | null;
                /** @description Language code → translated text. */
                description_translations?: {
                    [key: string]: string;
                };
                /** Format: double */
                price?: number;
            }[];
            confirmation_message: string | null;
            /** @description Language code → translated text. */
            confirmation_message_translations: {
                [key: string]: string;
            };
            booking_questions: {
                /** @description An object ID. */
                id: string;
                title?: string;
                /** @description Language code → translated text. */
                title_translations?: {
                    [key: string]: string;
                };
                description?: string | null;
                /** @description Language code → translated text. */
                description_translations?: {
                    [key: string]: string;
                };
                answer_required?: boolean;
                answer_type?: string;
            }[];
            /** Format: int64 */
            capacity: number;
            /**
             * Format: int64
             * @description Seats left as of the request.
             */
            remaining: number;
            is_full: boolean;
        };
        /** MarketplaceScheduledEvent */
        MarketplaceScheduledEvent: {
            /** @description An object ID. */
            id: string;
            company?: string;
            name?: string;
            /** @description Language code → translated text. */
            name_translations?: {
                [key: string]: string;
            };
            description?: string | null;
            /** @description Language code → translated text. */
            description_translations?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            starts_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            ends_at?: string;
            allow_cancellation?: boolean;
            /** Format: int64 */
            min_cancel_notice_minutes?: number | null;
            /** @description true: a booking must name its `tier`. */
            customer_selects_tier?: boolean;
            booking_success_message?: string | null;
            /** @description Language code → translated text. */
            booking_success_message_translations?: {
                [key: string]: string;
            };
            location?: {
                google_place_id?: string;
                address?: {
                    city?: string;
                    postalCode?: string;
                    street?: string;
                    region?: string;
                    locality?: string;
                    country?: string;
                };
                formatted_address?: string;
                lat_lng?: {
                    /** Format: double */
                    lat: number;
                    /** Format: double */
                    lng: number;
                };
                country?: {
                    short_name?: string;
                    long_name?: string;
                };
                /** @description IANA time zone name. */
                time_zone?: string;
            } | null;
            images?: {
                thumb?: string;
                image?: string;
                public_id?: string;
                type?: string;
                provider?: string;
                /** Format: int32 */
                width?: number;
                /** Format: int32 */
                height?: number;
                /** Format: int64 */
                bytes?: number;
            }[];
            tiers?: components["schemas"]["MarketplaceTier"][];
            /** Format: int64 */
            total_capacity?: number;
            /** Format: int64 */
            remaining_capacity?: number;
            is_full?: boolean;
        };
        /** TimeSlot */
        TimeSlot: {
            /** @description HH:MM in the company time zone. */
            time: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            timestamp: string;
            employeeIds: string[];
            spaceIds: string[];
            /** @description Only with time_slot_type unavailable/all. */
            available?: boolean;
            /**
             * @description Why the slot is unavailable.
             * @enum {string}
             */
            reason?: "too_soon" | "too_far" | "invalid_guest_count" | "not_bookable" | "closed" | "online_bookings_closed" | "busy" | "over_capacity" | "max_total_pax" | "max_guests_per_interval" | "max_same_time_arrival";
        };
        /** TimeSlotsOfDay */
        TimeSlotsOfDay: {
            /** @description Local date YYYY-MM-DD. */
            date: string;
            /** @enum {string} */
            status: "available" | "unavailable" | "closed";
            slots: components["schemas"]["TimeSlot"][];
        };
        /** TimeSlots */
        TimeSlots: components["schemas"]["TimeSlotsOfDay"][];
        /** EventTypeWithTimeSlots */
        EventTypeWithTimeSlots: {
            /** @description The event type id, or the object with expand=event_type. */
            event_type: string | {
                [key: string]: unknown;
            };
            time_slots: components["schemas"]["TimeSlots"];
        };
        /** OpeningHoursOfDay */
        OpeningHoursOfDay: {
            /** @description Local date YYYY-MM-DD. */
            date: string;
            is_closed: boolean;
            intervals: {
                opens_at: string;
                closes_at: string;
            }[];
        };
        /** TimeSlotReservation */
        TimeSlotReservation: {
            id: string;
            company?: string;
            event_types?: string[];
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            starts_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            ends_at?: string;
            /** Format: int64 */
            number_of_guests?: number;
            employee?: string | null;
            space?: string | null;
            resources?: string[];
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            expires_at?: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at?: string;
        };
        /** BookingFlowValidation */
        BookingFlowValidation: {
            valid: boolean;
            errors: {
                field: string;
                /** @enum {string} */
                code: "required" | "invalid" | "out_of_range";
                message: string;
            }[];
            price?: {
                /** Format: double */
                amount: number;
                currency: string;
            } | null;
            services?: {
                event_type: string;
                variation: string | null;
                price: {
                    /** Format: double */
                    amount: number;
                    currency: string;
                } | null;
            }[];
        };
        /** Checkout */
        Checkout: {
            /** @description `test` (no money moves) or `stripe`. */
            provider: string | null;
            /** @description Completes the payment in the provider's client SDK (stripe); while pending. */
            client_secret: string | null;
            /**
             * Format: date-time
             * @description Unpaid by then, the payment is void and its booking cancelled (its slot free again).
             */
            expires_at: string | null;
        };
        /** CheckoutPayment */
        CheckoutPayment: {
            id: string;
            /**
             * @description pending until paid; unsettled once captured; refunded when cancelled, expired or given back.
             * @enum {string}
             */
            status: "pending" | "unsettled" | "settled" | "refunded";
            /** @description `prepayment` (a booking) or `voucher` (a voucher bought). */
            reason: string | null;
            /** Format: double */
            amount: number;
            currency: string;
            event: string | null;
            voucher: string | null;
            checkout: components["schemas"]["Checkout"];
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
        };
        /** ConfirmPayment */
        ConfirmPayment: {
            /** @description A payment method token; the test provider takes `tok_visa` (paid) and `tok_declined` (declined). */
            payment_method: string;
        };
        /** VoucherPurchase */
        VoucherPurchase: {
            /** @description A template with marketplace: true. */
            voucher_template: string;
            /**
             * Format: email
             * @description Where the voucher and its code are sent.
             */
            email: string;
            /** @description A message for the recipient. */
            message?: string;
            /** @description A payment method token; the test provider takes `tok_visa` (paid) and `tok_declined` (declined). */
            payment_method: string;
        };
        /** VoucherBalance */
        VoucherBalance: {
            code: string;
            company: string;
            /** @enum {string} */
            type: "amount" | "service";
            /** @description `never_used`, `partially_used`, `used` or `expired`. */
            status: string;
            currency: string;
            /** Format: double */
            amount: number;
            /**
             * Format: double
             * @description An amount voucher: what is left to spend.
             */
            balance: number | null;
            /** @description A service voucher: the service it pays for. */
            event_type: string | null;
            /** Format: int64 */
            sessions_total: number | null;
            /** Format: int64 */
            sessions_left: number | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            expiration: string | null;
        };
        /** VoucherPurchaseAnswer */
        VoucherPurchaseAnswer: {
            voucher: components["schemas"]["VoucherBalance"];
            payment: components["schemas"]["CheckoutPayment"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyActivities: {
        parameters: {
            query?: {
                filter?: components["schemas"]["ActivityFilter"];
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "name" | "created_at" | "updated_at" | "enterprise_order";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "vertical" | "enterprise" | "enterprise_order" | "name" | "phone_country_code" | "phone_number" | "profile" | "marketplace" | "messaging" | "location" | "currency" | "locale" | "checkin" | "payments" | "payment_fees" | "vouchers" | "pos" | "acquirer_a" | "acquirer_b" | "google_analytics" | "claims" | "signup" | "billing_status" | "locked_sections" | "visible_fields" | "subscriptions" | "noshow_claims_enabled" | "has_secretary" | "invite_link_token" | "last_active_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "vertical" | "enterprise" | "enterprise_order" | "name" | "phone_country_code" | "phone_number" | "profile" | "marketplace" | "messaging" | "location" | "currency" | "locale" | "checkin" | "payments" | "payment_fees" | "vouchers" | "pos" | "acquirer_a" | "acquirer_b" | "google_analytics" | "claims" | "signup" | "billing_status" | "locked_sections" | "visible_fields" | "subscriptions" | "noshow_claims_enabled" | "has_secretary" | "invite_link_token" | "last_active_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateCompany: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "vertical" | "enterprise" | "enterprise_order" | "name" | "phone_country_code" | "phone_number" | "profile" | "marketplace" | "messaging" | "location" | "currency" | "locale" | "checkin" | "payments" | "payment_fees" | "vouchers" | "pos" | "acquirer_a" | "acquirer_b" | "google_analytics" | "claims" | "signup" | "billing_status" | "locked_sections" | "visible_fields" | "subscriptions" | "noshow_claims_enabled" | "has_secretary" | "invite_link_token" | "last_active_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    reference_id?: string | null;
                    vertical?: string;
                    /** Format: int32 */
                    enterprise_order?: number | null;
                    phone_country_code?: string | null;
                    phone_number?: string | null;
                    profile?: {
                        store_name?: string;
                        description?: string;
                        /** @description Language code → translated text. */
                        description_translations?: {
                            [key: string]: string;
                        };
                        /** Format: int32 */
                        favorites?: number;
                        image?: {
                            thumb?: string;
                            image?: string;
                            public_id?: string;
                            type?: string;
                            provider?: string;
                            /** Format: int32 */
                            width?: number;
                            /** Format: int32 */
                            height?: number;
                            /** Format: int64 */
                            bytes?: number;
                        } | null;
                        cover_images?: {
                            thumb?: string;
                            image?: string;
                            public_id?: string;
                            type?: string;
                            provider?: string;
                            /** Format: int32 */
                            width?: number;
                            /** Format: int32 */
                            height?: number;
                            /** Format: int64 */
                            bytes?: number;
                        }[];
                        phone_country_code?: string;
                        phone_number?: string;
                        contact_email?: string;
                        /** Format: int32 */
                        max_bookable_future_days?: number;
                        /** Format: int32 */
                        min_booking_notice_minutes?: number;
                        client_reschedule_disabled?: boolean;
                        /** Format: int32 */
                        min_reschedule_notice_hours?: number;
                        client_cancel_disabled?: boolean;
                        /** Format: int32 */
                        min_cancel_notice_hours?: number;
                        /**
                         * Format: int32
                         * @description Minutes between bookable starts; one of 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240.
                         * @default 15
                         * @enum {integer}
                         */
                        booking_interval?: 5 | 10 | 15 | 20 | 25 | 30 | 35 | 40 | 45 | 50 | 60 | 75 | 90 | 105 | 120 | 160 | 180 | 240;
                        /** Format: int32 */
                        service_buffer?: number;
                        /** Format: int32 */
                        min_guests_per_booking?: number;
                        /** Format: int32 */
                        max_guests_per_booking?: number;
                        /** Format: int32 */
                        max_guests_per_interval?: number;
                        /** Format: int32 */
                        max_same_time_arrival?: number;
                        prefer_12_hours?: boolean;
                        required_fields?: {
                            kennitala?: boolean;
                            email?: boolean;
                            license_plate?: boolean;
                        };
                        license_plate?: boolean;
                        web_auth_opt_out?: boolean;
                        exceed_max_guests_message?: string;
                        booking_success_message?: string;
                        booking_redirect_url?: string;
                        company_types?: string[];
                        /** @description Seven days, Monday first (ISO weekday order). */
                        opening_hours?: {
                            /** @description HH:MM local time */
                            opens_at?: string;
                            /** @description HH:MM local time */
                            closes_at?: string;
                            is_closed?: boolean;
                        }[];
                        /** Format: int32 */
                        store_opens_at?: number;
                        /** Format: int32 */
                        store_closes_at?: number;
                        unconfirmed_opening_hours?: boolean;
                        /** Format: int32 */
                        price_category?: number;
                    };
                    marketplace?: {
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        onboarded_at?: string | null;
                        enabled?: boolean;
                        visible?: boolean;
                        url_name?: string | null;
                        email_notification?: boolean;
                        allow_booking_without_confirmation?: boolean;
                        allow_booking_over_cancelled_events?: boolean;
                        allow_booking_multiple_services?: boolean;
                        waitlist_enabled?: boolean;
                        /** Format: int32 */
                        booking_offer_expiry_minutes?: number;
                        booking_offer_message?: string;
                    };
                    messaging?: {
                        custom_reminder?: string;
                        enable_reminders?: boolean;
                        sender_name?: string;
                        send_sms_from_employee?: boolean;
                        show_booking_ends_at?: boolean;
                    };
                    location?: {
                        google_place_id?: string;
                        address?: {
                            city?: string;
                            postalCode?: string;
                            street?: string;
                            region?: string;
                            locality?: string;
                            country?: string;
                        };
                        formatted_address?: string;
                        lat_lng?: {
                            /** Format: double */
                            lat: number;
                            /** Format: double */
                            lng: number;
                        };
                        country?: {
                            short_name?: string;
                            long_name?: string;
                        };
                        /** @description IANA time zone name. */
                        time_zone?: string;
                    };
                    currency?: {
                        code?: string;
                        name?: string;
                        symbol?: string;
                    };
                    locale?: {
                        ui_language?: string;
                        messaging_language?: string;
                    };
                    checkin?: {
                        success_message?: string;
                    };
                    payments?: {
                        pre_payment_enabled?: boolean;
                        pre_payment_type?: string;
                        pre_payment_required?: boolean;
                        /** Format: int32 */
                        pre_payment_min_pax?: number;
                        /** Format: double */
                        flat_fee?: number;
                        /** Format: double */
                        pre_payment_ratio?: number;
                        optional_full_payment?: boolean;
                        settlement_account?: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        onboarded_at?: string;
                        enabled_card_types?: string[];
                    };
                    payment_fees?: {
                        /** Format: double */
                        event?: number;
                        /** Format: double */
                        paylink?: number;
                        /** Format: double */
                        voucher?: number;
                    };
                    vouchers?: {
                        enabled?: boolean;
                        amount_vouchers_enabled?: boolean;
                    };
                    pos?: {
                        name_on_invoices?: string;
                        legal_address?: string;
                        extra_invoice_info?: string;
                        /** Format: int32 */
                        initial_invoice_number?: number;
                        eac_code?: string;
                        vat_number?: string;
                        default_vat?: string;
                        kennitala?: string;
                        checkout_first_tab?: string;
                        fiscalization_enabled?: boolean;
                    };
                    acquirer_a?: {
                        connected?: boolean;
                        has_token?: boolean;
                    };
                    acquirer_b?: {
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        onboarded_at?: string | null;
                        /** @enum {string} */
                        onboarding_status?: "not_started" | "in_progress" | "completed" | "rejected";
                        has_transfer_instrument?: boolean;
                    };
                    google_analytics?: {
                        measurement_id?: string;
                        api_secret?: string;
                    };
                    claims?: {
                        claimant_id?: string | null;
                    };
                    signup?: {
                        completed?: boolean;
                        company_size?: string;
                    };
                    billing_status?: {
                        /** Format: int32 */
                        paid_invoices?: number;
                        /** Format: int32 */
                        unpaid_invoices?: number;
                    };
                    visible_fields?: {
                        kennitala?: boolean;
                        email?: boolean;
                        license_plate?: boolean;
                    };
                    locked_sections?: {
                        reports?: boolean;
                        transactions?: boolean;
                        dashboard?: boolean;
                        /** Format: int32 */
                        pin_expiry_time?: number;
                        /** @description The PIN (4 to 8 digits); stored only as a hash. An empty string removes it. */
                        pin?: string;
                        /** @description Accepted like `pin` (hashed before it is stored); never returned. */
                        pin_hash?: string;
                    };
                    subscriptions?: {
                        id?: string;
                        type?: string;
                        /** @enum {string} */
                        status?: "active" | "trialing" | "inactive";
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        active_since?: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        deactivated_at?: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        trial_started_at?: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        trial_end_acknowledged_at?: string | null;
                    }[];
                    noshow_claims_enabled?: boolean;
                    has_secretary?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`, `url_name_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced" | "url_name_taken";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyVats: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "ratio" | "country_code" | "name" | "default")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vat"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getResource: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "type" | "name" | "name_translations" | "description" | "description_translations" | "priority" | "image" | "reference_id" | "marketplace" | "available_for_bookings" | "booking_interval" | "order" | "min_capacity" | "max_capacity" | "allow_overlapping_bookings" | "event_type_preferences" | "created_at" | "updated_at" | "resource_group" | "sub_resources")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "sub_resources")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                resource_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Resource"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateResource: {
        parameters: {
            query?: {
                /** @description ResourceField: fields to clear. */
                unset?: ("resource_group" | "name_translations" | "description" | "description_translations" | "image" | "reference_id" | "booking_interval" | "sub_resources" | "event_type_preferences")[];
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "type" | "name" | "name_translations" | "description" | "description_translations" | "priority" | "image" | "reference_id" | "marketplace" | "available_for_bookings" | "booking_interval" | "order" | "min_capacity" | "max_capacity" | "allow_overlapping_bookings" | "event_type_preferences" | "created_at" | "updated_at" | "resource_group" | "sub_resources")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "sub_resources")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                resource_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    id?: string;
                    /** @description An object ID. */
                    company?: string;
                    /** @description Group id, or a title to file it under. */
                    resource_group?: string;
                    /** @enum {string} */
                    type?: "space" | "table" | "table_combination";
                    name?: string;
                    /** @description Language code → translated text. */
                    name_translations?: {
                        [key: string]: string;
                    };
                    description?: string;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Priority when a resource is picked at random in the booking process.
                     * @enum {string}
                     */
                    priority?: "normal" | "high";
                    image?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    };
                    reference_id?: string;
                    marketplace?: boolean;
                    available_for_bookings?: boolean;
                    /**
                     * Format: int32
                     * @description Minutes between bookable starts; one of 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240.
                     * @default 15
                     * @enum {integer}
                     */
                    booking_interval?: 5 | 10 | 15 | 20 | 25 | 30 | 35 | 40 | 45 | 50 | 60 | 75 | 90 | 105 | 120 | 160 | 180 | 240;
                    /** Format: int32 */
                    order?: number;
                    /** Format: int32 */
                    min_capacity?: number;
                    /** Format: int32 */
                    max_capacity?: number;
                    allow_overlapping_bookings?: boolean;
                    sub_resources?: string[];
                    event_type_preferences?: {
                        /** @description An object ID. */
                        event_type: string;
                        skip?: boolean;
                        skip_calendar?: boolean;
                        skip_marketplace?: boolean;
                        has_custom_duration?: boolean;
                        custom_duration?: {
                            /** Format: int32 */
                            duration?: number;
                            /** Format: int32 */
                            before_pause?: number;
                            /** Format: int32 */
                            pause?: number;
                            /** Format: int32 */
                            after_pause?: number;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Resource"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    deleteResource: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "type" | "name" | "name_translations" | "description" | "description_translations" | "priority" | "image" | "reference_id" | "marketplace" | "available_for_bookings" | "booking_interval" | "order" | "min_capacity" | "max_capacity" | "allow_overlapping_bookings" | "event_type_preferences" | "created_at" | "updated_at" | "resource_group" | "sub_resources")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "sub_resources")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                resource_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    duplicateResource: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "type" | "name" | "name_translations" | "description" | "description_translations" | "priority" | "image" | "reference_id" | "marketplace" | "available_for_bookings" | "booking_interval" | "order" | "min_capacity" | "max_capacity" | "allow_overlapping_bookings" | "event_type_preferences" | "created_at" | "updated_at" | "resource_group" | "sub_resources")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "sub_resources")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                resource_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description How many copies, 1 to 50.
                     */
                    count: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Resource"][];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createResource: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "type" | "name" | "name_translations" | "description" | "description_translations" | "priority" | "image" | "reference_id" | "marketplace" | "available_for_bookings" | "booking_interval" | "order" | "min_capacity" | "max_capacity" | "allow_overlapping_bookings" | "event_type_preferences" | "created_at" | "updated_at" | "resource_group" | "sub_resources")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "sub_resources")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    id?: string;
                    /** @description An object ID. */
                    company: string;
                    /** @description Group id, or a title to file it under. */
                    resource_group?: string;
                    /** @enum {string} */
                    type: "space" | "table" | "table_combination";
                    name: string;
                    /** @description Language code → translated text. */
                    name_translations?: {
                        [key: string]: string;
                    };
                    description?: string;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Priority when a resource is picked at random in the booking process.
                     * @enum {string}
                     */
                    priority?: "normal" | "high";
                    image?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    };
                    reference_id?: string;
                    marketplace?: boolean;
                    available_for_bookings?: boolean;
                    /**
                     * Format: int32
                     * @description Minutes between bookable starts; one of 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240.
                     * @default 15
                     * @enum {integer}
                     */
                    booking_interval?: 5 | 10 | 15 | 20 | 25 | 30 | 35 | 40 | 45 | 50 | 60 | 75 | 90 | 105 | 120 | 160 | 180 | 240;
                    /** Format: int32 */
                    order?: number;
                    /** Format: int32 */
                    min_capacity?: number;
                    /** Format: int32 */
                    max_capacity?: number;
                    allow_overlapping_bookings?: boolean;
                    sub_resources?: string[];
                    event_type_preferences?: {
                        /** @description An object ID. */
                        event_type: string;
                        skip?: boolean;
                        skip_calendar?: boolean;
                        skip_marketplace?: boolean;
                        has_custom_duration?: boolean;
                        custom_duration?: {
                            /** Format: int32 */
                            duration?: number;
                            /** Format: int32 */
                            before_pause?: number;
                            /** Format: int32 */
                            pause?: number;
                            /** Format: int32 */
                            after_pause?: number;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Resource"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyResources: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "name" | "created_at" | "updated_at" | "type" | "priority" | "max_capacity";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description URL-encoded JSON. */
                filter?: {
                    type?: ("space" | "table" | "table_combination") | ("space" | "table" | "table_combination")[];
                    marketplace?: boolean;
                    available_for_bookings?: boolean;
                    /** @description An object ID. */
                    resource_group?: string;
                    /**
                     * @description Priority when a resource is picked at random in the booking process.
                     * @enum {string}
                     */
                    priority?: "normal" | "high";
                    ids?: string[];
                    /**
                     * Format: int32
                     * @description Resources that hold at least this many.
                     */
                    min_capacity?: number;
                };
                /** @description Case- and accent-insensitive text search. */
                search?: string;
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "type" | "name" | "name_translations" | "description" | "description_translations" | "priority" | "image" | "reference_id" | "marketplace" | "available_for_bookings" | "booking_interval" | "order" | "min_capacity" | "max_capacity" | "allow_overlapping_bookings" | "event_type_preferences" | "created_at" | "updated_at" | "resource_group" | "sub_resources")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "sub_resources")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Resource"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createRuleSet: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "title" | "date" | "rrule" | "starts_at" | "ends_at" | "priority" | "rules" | "next_instance" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company: string;
                    title?: string;
                    /** @description A day, "YYYY-MM-DD". */
                    date: string;
                    /** @description RFC 5545 RRULE value without DTSTART, counted from `date` (e.g. FREQ=WEEKLY;BYDAY=MO,TU). */
                    rrule?: string;
                    /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
                    starts_at?: string;
                    /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
                    ends_at?: string;
                    /**
                     * Format: int32
                     * @description Lower wins; a rule with a priority beats one without.
                     */
                    priority?: number;
                    /** @description Replaces all rules of the set. */
                    rules?: {
                        /**
                         * @description availability: open/closed (closed by default); online_bookings: accepting online bookings; max_total_pax: most people bookable at the same time.
                         * @enum {string}
                         */
                        type: "availability" | "online_bookings" | "max_total_pax";
                        /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
                        starts_at?: string;
                        /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
                        ends_at?: string;
                        /** @description availability / online_bookings rules: true = open / accepting. */
                        open?: boolean;
                        /**
                         * Format: int32
                         * @description max_total_pax rules.
                         */
                        max_total_pax?: number;
                        employees?: string[];
                        /**
                         * @description include: only the listed ids; exclude: all but them. Stored as include/exclude.
                         * @enum {string}
                         */
                        employees_association?: "include" | "exclude" | "includes" | "excludes";
                        resources?: string[];
                        /**
                         * @description include: only the listed ids; exclude: all but them. Stored as include/exclude.
                         * @enum {string}
                         */
                        resources_association?: "include" | "exclude" | "includes" | "excludes";
                        /**
                         * Format: int32
                         * @description Lower wins; a rule with a priority beats one without.
                         */
                        priority?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleSet"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getRuleSet: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "title" | "date" | "rrule" | "starts_at" | "ends_at" | "priority" | "rules" | "next_instance" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                rule_set_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleSet"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateRuleSet: {
        parameters: {
            query?: {
                /** @description RuleSetFields: fields to clear. */
                unset?: ("rrule" | "priority")[];
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "title" | "date" | "rrule" | "starts_at" | "ends_at" | "priority" | "rules" | "next_instance" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                rule_set_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company?: string;
                    title?: string;
                    /** @description A day, "YYYY-MM-DD". */
                    date?: string;
                    /** @description RFC 5545 RRULE value without DTSTART, counted from `date` (e.g. FREQ=WEEKLY;BYDAY=MO,TU). */
                    rrule?: string;
                    /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
                    starts_at?: string;
                    /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
                    ends_at?: string;
                    /**
                     * Format: int32
                     * @description Lower wins; a rule with a priority beats one without.
                     */
                    priority?: number;
                    /** @description Replaces all rules of the set. */
                    rules?: {
                        /**
                         * @description availability: open/closed (closed by default); online_bookings: accepting online bookings; max_total_pax: most people bookable at the same time.
                         * @enum {string}
                         */
                        type: "availability" | "online_bookings" | "max_total_pax";
                        /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
                        starts_at?: string;
                        /** @description Local time "HH:MM" in the company time zone; "24:00" is the end of the day. */
                        ends_at?: string;
                        /** @description availability / online_bookings rules: true = open / accepting. */
                        open?: boolean;
                        /**
                         * Format: int32
                         * @description max_total_pax rules.
                         */
                        max_total_pax?: number;
                        employees?: string[];
                        /**
                         * @description include: only the listed ids; exclude: all but them. Stored as include/exclude.
                         * @enum {string}
                         */
                        employees_association?: "include" | "exclude" | "includes" | "excludes";
                        resources?: string[];
                        /**
                         * @description include: only the listed ids; exclude: all but them. Stored as include/exclude.
                         * @enum {string}
                         */
                        resources_association?: "include" | "exclude" | "includes" | "excludes";
                        /**
                         * Format: int32
                         * @description Lower wins; a rule with a priority beats one without.
                         */
                        priority?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleSet"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    deleteRuleSet: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "title" | "date" | "rrule" | "starts_at" | "ends_at" | "priority" | "rules" | "next_instance" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                rule_set_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyRuleSets: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "date" | "title" | "priority" | "created_at" | "updated_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description URL-encoded JSON; type: sets holding a rule of that type. */
                filter?: {
                    /**
                     * @description availability: open/closed (closed by default); online_bookings: accepting online bookings; max_total_pax: most people bookable at the same time.
                     * @enum {string}
                     */
                    type?: "availability" | "online_bookings" | "max_total_pax";
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "title" | "date" | "rrule" | "starts_at" | "ends_at" | "priority" | "rules" | "next_instance" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleSet"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createScheduledEvent: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "name_translations" | "description" | "description_translations" | "starts_at" | "ends_at" | "marketplace_visible" | "allow_cancellation" | "min_cancel_notice_minutes" | "customer_selects_tier" | "booking_success_message" | "booking_success_message_translations" | "location" | "images" | "tiers" | "total_capacity" | "remaining_capacity" | "is_full" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company: string;
                    name: string;
                    /** @description Language code → translated text. */
                    name_translations?: {
                        [key: string]: string;
                    };
                    description?: string;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_at: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    ends_at: string;
                    marketplace_visible?: boolean;
                    allow_cancellation?: boolean;
                    /** Format: int32 */
                    min_cancel_notice_minutes?: number;
                    customer_selects_tier?: boolean;
                    booking_success_message?: string;
                    /** @description Language code → translated text. */
                    booking_success_message_translations?: {
                        [key: string]: string;
                    };
                    location?: {
                        google_place_id?: string;
                        address?: {
                            city?: string;
                            postalCode?: string;
                            street?: string;
                            region?: string;
                            locality?: string;
                            country?: string;
                        };
                        formatted_address?: string;
                        lat_lng?: {
                            /** Format: double */
                            lat: number;
                            /** Format: double */
                            lng: number;
                        };
                        country?: {
                            short_name?: string;
                            long_name?: string;
                        };
                        /** @description IANA time zone name. */
                        time_zone?: string;
                    };
                    images?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    }[];
                    tiers: {
                        /** @description An existing tier of this event, to keep it. */
                        id?: string;
                        name?: string;
                        /** @description Language code → translated text. */
                        name_translations?: {
                            [key: string]: string;
                        };
                        description?: string;
                        /** @description Language code → translated text. */
                        description_translations?: {
                            [key: string]: string;
                        };
                        /** Format: int32 */
                        min_group_size?: number;
                        /** Format: int32 */
                        max_group_size?: number;
                        /** @description ISO 4217 code. */
                        currency?: string;
                        marketplace_visible?: boolean;
                        payment_settings?: {
                            pre_payment_enabled?: boolean;
                            pre_payment_type?: string;
                            pre_payment_required?: boolean;
                            /** Format: int32 */
                            pre_payment_min_pax?: number;
                            /** Format: double */
                            flat_fee?: number;
                            /** Format: double */
                            pre_payment_ratio?: number;
                            optional_full_payment?: boolean;
                            settlement_account?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            onboarded_at?: string;
                            enabled_card_types?: string[];
                        };
                        confirmation_message?: string;
                        /** @description Language code → translated text. */
                        confirmation_message_translations?: {
                            [key: string]: string;
                        };
                        /** Format: int32 */
                        max_capacity?: number;
                        variations?: {
                            /** @description An object ID. */
                            id?: string;
                            label?: string;
                            /** @description Language code → translated text. */
                            label_translations?: {
                                [key: string]: string;
                            };
                            description?: string;
                            /** @description Language code → translated text. */
                            description_translations?: {
                                [key: string]: string;
                            };
                            /** Format: double */
                            price?: number;
                        }[];
                        booking_questions?: {
                            /** @description An object ID. */
                            id?: string;
                            title?: string;
                            /** @description Language code → translated text. */
                            title_translations?: {
                                [key: string]: string;
                            };
                            description?: string;
                            /** @description Language code → translated text. */
                            description_translations?: {
                                [key: string]: string;
                            };
                            answer_required?: boolean;
                            answer_type?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledEvent"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getScheduledEvent: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "name_translations" | "description" | "description_translations" | "starts_at" | "ends_at" | "marketplace_visible" | "allow_cancellation" | "min_cancel_notice_minutes" | "customer_selects_tier" | "booking_success_message" | "booking_success_message_translations" | "location" | "images" | "tiers" | "total_capacity" | "remaining_capacity" | "is_full" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                scheduled_event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledEvent"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateScheduledEvent: {
        parameters: {
            query?: {
                /** @description ScheduledEventFields: fields to clear. */
                unset?: ("description" | "min_cancel_notice_minutes" | "booking_success_message" | "location" | "images")[];
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "name_translations" | "description" | "description_translations" | "starts_at" | "ends_at" | "marketplace_visible" | "allow_cancellation" | "min_cancel_notice_minutes" | "customer_selects_tier" | "booking_success_message" | "booking_success_message_translations" | "location" | "images" | "tiers" | "total_capacity" | "remaining_capacity" | "is_full" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                scheduled_event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company?: string;
                    name?: string;
                    /** @description Language code → translated text. */
                    name_translations?: {
                        [key: string]: string;
                    };
                    description?: string;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_at?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    ends_at?: string;
                    marketplace_visible?: boolean;
                    allow_cancellation?: boolean;
                    /** Format: int32 */
                    min_cancel_notice_minutes?: number;
                    customer_selects_tier?: boolean;
                    booking_success_message?: string;
                    /** @description Language code → translated text. */
                    booking_success_message_translations?: {
                        [key: string]: string;
                    };
                    location?: {
                        google_place_id?: string;
                        address?: {
                            city?: string;
                            postalCode?: string;
                            street?: string;
                            region?: string;
                            locality?: string;
                            country?: string;
                        };
                        formatted_address?: string;
                        lat_lng?: {
                            /** Format: double */
                            lat: number;
                            /** Format: double */
                            lng: number;
                        };
                        country?: {
                            short_name?: string;
                            long_name?: string;
                        };
                        /** @description IANA time zone name. */
                        time_zone?: string;
                    };
                    images?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    }[];
                    /** @description At least one. Replaces the list: items with the `id` of an existing tier update it, items without one are new tiers, tiers left out are removed (refused while they hold bookings). */
                    tiers?: {
                        /** @description An existing tier of this event, to keep it. */
                        id?: string;
                        name?: string;
                        /** @description Language code → translated text. */
                        name_translations?: {
                            [key: string]: string;
                        };
                        description?: string;
                        /** @description Language code → translated text. */
                        description_translations?: {
                            [key: string]: string;
                        };
                        /** Format: int32 */
                        min_group_size?: number;
                        /** Format: int32 */
                        max_group_size?: number;
                        /** @description ISO 4217 code. */
                        currency?: string;
                        marketplace_visible?: boolean;
                        payment_settings?: {
                            pre_payment_enabled?: boolean;
                            pre_payment_type?: string;
                            pre_payment_required?: boolean;
                            /** Format: int32 */
                            pre_payment_min_pax?: number;
                            /** Format: double */
                            flat_fee?: number;
                            /** Format: double */
                            pre_payment_ratio?: number;
                            optional_full_payment?: boolean;
                            settlement_account?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            onboarded_at?: string;
                            enabled_card_types?: string[];
                        };
                        confirmation_message?: string;
                        /** @description Language code → translated text. */
                        confirmation_message_translations?: {
                            [key: string]: string;
                        };
                        /** Format: int32 */
                        max_capacity?: number;
                        variations?: {
                            /** @description An object ID. */
                            id?: string;
                            label?: string;
                            /** @description Language code → translated text. */
                            label_translations?: {
                                [key: string]: string;
                            };
                            description?: string;
                            /** @description Language code → translated text. */
                            description_translations?: {
                                [key: string]: string;
                            };
                            /** Format: double */
                            price?: number;
                        }[];
                        booking_questions?: {
                            /** @description An object ID. */
                            id?: string;
                            title?: string;
                            /** @description Language code → translated text. */
                            title_translations?: {
                                [key: string]: string;
                            };
                            description?: string;
                            /** @description Language code → translated text. */
                            description_translations?: {
                                [key: string]: string;
                            };
                            answer_required?: boolean;
                            answer_type?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledEvent"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`, `tier_has_bookings`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced" | "tier_has_bookings";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    deleteScheduledEvent: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "name_translations" | "description" | "description_translations" | "starts_at" | "ends_at" | "marketplace_visible" | "allow_cancellation" | "min_cancel_notice_minutes" | "customer_selects_tier" | "booking_success_message" | "booking_success_message_translations" | "location" | "images" | "tiers" | "total_capacity" | "remaining_capacity" | "is_full" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                scheduled_event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `scheduled_event_has_bookings`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "scheduled_event_has_bookings" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyScheduledEvents: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "starts_at" | "ends_at" | "name" | "created_at" | "updated_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description URL-encoded JSON: events starting at or after starts_from and before starts_to. */
                filter?: {
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_from?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_to?: string;
                    marketplace_visible?: boolean;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "name_translations" | "description" | "description_translations" | "starts_at" | "ends_at" | "marketplace_visible" | "allow_cancellation" | "min_cancel_notice_minutes" | "customer_selects_tier" | "booking_success_message" | "booking_success_message_translations" | "location" | "images" | "tiers" | "total_capacity" | "remaining_capacity" | "is_full" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledEvent"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listScheduledEventAttendees: {
        parameters: {
            query?: {
                /** @description starts_after inclusive, starts_before exclusive; space matches any resource the event occupies. */
                filter?: {
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_after?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_before?: string;
                    status?: ("confirmed" | "unconfirmed" | "cancelled" | "noshow" | "completed") | ("confirmed" | "unconfirmed" | "cancelled" | "noshow" | "completed")[];
                    /** @description An object ID. */
                    employee?: string;
                    /** @description An object ID. */
                    space?: string;
                    /** @description An object ID. */
                    customer?: string;
                    /** @description An object ID. */
                    marketplace_user?: string;
                    email?: string;
                    /** @enum {string} */
                    origin?: "marketplace" | "hq";
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "starts_at" | "created_at" | "updated_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_types" | "starts_at" | "ends_at" | "employee" | "space" | "resources" | "number_of_guests" | "status" | "origin" | "customer_name" | "email" | "phone_country_code" | "phone_number" | "kennitala" | "license_plate" | "comment" | "booking_question_answers" | "customer" | "marketplace_user" | "time_slot_reservation" | "scheduled_event" | "tier" | "variation" | "price" | "services" | "payment" | "voucher" | "cancelled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("employee" | "space" | "event_types" | "payment" | "customer")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                scheduled_event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    connectPaymentTerminal: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_identifier" | "brand" | "model" | "provider" | "serial" | "issuer" | "description" | "default" | "created_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Terminal device id, e.g. "V400m-324689776". */
                    terminal_id: string;
                    /** @description User id or company id to attach the terminal to; an empty string disconnects it. */
                    issuer: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTerminalConnection"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    restartFiscalizationOnboarding: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: "data"[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data?: {
                        provider?: string;
                        acquirer_company?: string;
                        acquirer_store?: string;
                        fiscal_code?: string;
                        tax_credentials_username?: string;
                        series?: string[];
                        /** @description Stored encrypted; never returned. */
                        tax_credentials_password?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalizationOnboarding"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createPayment: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference" | "company" | "marketplace_user" | "customer" | "employee" | "event" | "status" | "refundable" | "reason" | "provider" | "currency" | "amount" | "settles_to_employee" | "settled_to" | "settlement" | "refunded_at" | "settled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "customer" | "employee" | "event" | "marketplace_user")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Only no-show payments can be created.
                     * @enum {string}
                     */
                    reason: "noshow";
                    /** @description An object ID. */
                    event: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `payment_exists`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "payment_exists" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyPayments: {
        parameters: {
            query?: {
                /** @description PaymentFilter, URL-encoded JSON. */
                filter?: {
                    status?: ("pending" | "unsettled" | "settled" | "refunded") | ("pending" | "unsettled" | "settled" | "refunded")[];
                    reason?: string;
                    /**
                     * Format: date-time
                     * @description created_at >= this
                     */
                    created_from?: string;
                    /**
                     * Format: date-time
                     * @description created_at < this
                     */
                    created_to?: string;
                    /** @description An object ID. */
                    employee?: string;
                    /** @description An object ID. */
                    event?: string;
                    /** @description An object ID. */
                    customer?: string;
                    /** @description An object ID. */
                    marketplace_user?: string;
                    /** @description An object ID. */
                    settlement?: string;
                    settles_to_employee?: boolean;
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "created_at" | "updated_at" | "amount" | "status" | "settled_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Case- and accent-insensitive text search. */
                search?: string;
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference" | "company" | "marketplace_user" | "customer" | "employee" | "event" | "status" | "refundable" | "reason" | "provider" | "currency" | "amount" | "settles_to_employee" | "settled_to" | "settlement" | "refunded_at" | "settled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "customer" | "employee" | "event" | "marketplace_user")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getPayment: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference" | "company" | "marketplace_user" | "customer" | "employee" | "event" | "status" | "refundable" | "reason" | "provider" | "currency" | "amount" | "settles_to_employee" | "settled_to" | "settlement" | "refunded_at" | "settled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "customer" | "employee" | "event" | "marketplace_user")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updatePayment: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference" | "company" | "marketplace_user" | "customer" | "employee" | "event" | "status" | "refundable" | "reason" | "provider" | "currency" | "amount" | "settles_to_employee" | "settled_to" | "settlement" | "refunded_at" | "settled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "customer" | "employee" | "event" | "marketplace_user")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company?: string | ({
                        /** @description An object ID. */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    });
                    marketplace_user?: string | ({
                        /** @description An object ID. */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    });
                    customer?: string | ({
                        /** @description An object ID. */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    });
                    employee?: string | ({
                        /** @description An object ID. */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    });
                    event?: string | ({
                        /** @description An object ID. */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    });
                    /**
                     * @description pending (until captured) → unsettled → settled; pending, unsettled and settled can become refunded (final). Other moves are refused.
                     * @enum {string}
                     */
                    status?: "pending" | "unsettled" | "settled" | "refunded";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`, `invalid_status_transition`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request" | "invalid_status_transition";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `payment_changed`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "payment_changed" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    sendPaymentReceipt: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference" | "company" | "marketplace_user" | "customer" | "employee" | "event" | "status" | "refundable" | "reason" | "provider" | "currency" | "amount" | "settles_to_employee" | "settled_to" | "settlement" | "refunded_at" | "settled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "customer" | "employee" | "event" | "marketplace_user")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                payment_id: string;
            };
            cookie?: never;
        };
        /** @description Recipient; without it, the address on record (customer, booking or voucher). */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanySettlements: {
        parameters: {
            query?: {
                /** @description SettlementFilter, URL-encoded JSON. */
                filter?: {
                    settled_to?: string;
                    /** @description An object ID. */
                    settlement_account?: string;
                    transferred_to_enterprise?: boolean;
                    /**
                     * Format: date-time
                     * @description weeks starting at or after this
                     */
                    payments_from?: string;
                    /**
                     * Format: date-time
                     * @description weeks starting before this
                     */
                    payments_to?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "payments_from" | "created_at" | "total" | "net_total";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "transferred_to_enterprise" | "transferred_to_enterprise_at" | "line_items" | "total" | "fee" | "net_total" | "currency" | "settled_to" | "settlement_account" | "payments_from" | "payments_to" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settlement"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listSettlementAccounts: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "name" | "description" | "ssn" | "bank" | "book" | "account" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                enterprise_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementAccount"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getSettlementAccount: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "name" | "description" | "ssn" | "bank" | "book" | "account" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                enterprise_id: string;
                /** @description An object ID. */
                settlement_account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementAccount"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createVoucherTemplate: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "type" | "title" | "description" | "marketplace_description" | "event_type" | "variation_id" | "company" | "number_of_guests" | "currency" | "amount" | "value" | "sessions_total" | "marketplace" | "expiration_months_after_purchase" | "images" | "primary_color" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "event_type")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type?: "amount" | "service";
                    title?: string;
                    description?: string;
                    marketplace_description?: string;
                    /**
                     * Format: int32
                     * @default 1
                     */
                    number_of_guests?: number;
                    /** Format: double */
                    amount: number;
                    /** Format: double */
                    value?: number;
                    /** Format: int32 */
                    sessions_total?: number;
                    marketplace?: boolean;
                    /**
                     * Format: int32
                     * @default 48
                     */
                    expiration_months_after_purchase?: number;
                    images?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    }[];
                    primary_color?: string;
                    /** @description An object ID. */
                    company: string;
                    /** @description ISO 4217 code, e.g. EUR, ISK. */
                    currency: string;
                    event_type?: string | ({
                        /** @description An object ID. */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    });
                    variation_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherTemplate"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyVoucherTemplates: {
        parameters: {
            query?: {
                /** @description VoucherTemplateFilter, URL-encoded JSON. */
                filter?: {
                    /** @enum {string} */
                    type?: "amount" | "service";
                    marketplace?: boolean;
                    /** @description An object ID. */
                    event_type?: string;
                    /** @description ISO 4217 code, e.g. EUR, ISK. */
                    currency?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "created_at" | "updated_at" | "title" | "amount";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "type" | "title" | "description" | "marketplace_description" | "event_type" | "variation_id" | "company" | "number_of_guests" | "currency" | "amount" | "value" | "sessions_total" | "marketplace" | "expiration_months_after_purchase" | "images" | "primary_color" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "event_type")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherTemplate"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getVoucherTemplate: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "type" | "title" | "description" | "marketplace_description" | "event_type" | "variation_id" | "company" | "number_of_guests" | "currency" | "amount" | "value" | "sessions_total" | "marketplace" | "expiration_months_after_purchase" | "images" | "primary_color" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "event_type")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                voucher_template_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherTemplate"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateVoucherTemplate: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "type" | "title" | "description" | "marketplace_description" | "event_type" | "variation_id" | "company" | "number_of_guests" | "currency" | "amount" | "value" | "sessions_total" | "marketplace" | "expiration_months_after_purchase" | "images" | "primary_color" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "event_type")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                voucher_template_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type?: "amount" | "service";
                    title?: string;
                    description?: string;
                    marketplace_description?: string;
                    /**
                     * Format: int32
                     * @default 1
                     */
                    number_of_guests?: number;
                    /** Format: double */
                    amount?: number;
                    /** Format: double */
                    value?: number;
                    /** Format: int32 */
                    sessions_total?: number;
                    marketplace?: boolean;
                    /**
                     * Format: int32
                     * @default 48
                     */
                    expiration_months_after_purchase?: number;
                    images?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    }[];
                    primary_color?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherTemplate"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    deleteVoucherTemplate: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "type" | "title" | "description" | "marketplace_description" | "event_type" | "variation_id" | "company" | "number_of_guests" | "currency" | "amount" | "value" | "sessions_total" | "marketplace" | "expiration_months_after_purchase" | "images" | "primary_color" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "event_type")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                voucher_template_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`, `voucher_template_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced" | "voucher_template_in_use";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyVouchers: {
        parameters: {
            query?: {
                /** @description VoucherFilter, URL-encoded JSON. */
                filter?: {
                    status?: ("never_used" | "partially_used" | "used" | "expired") | ("never_used" | "partially_used" | "used" | "expired")[];
                    /** @description An object ID. */
                    template?: string;
                    /** @description An object ID. */
                    customer?: string;
                    /** @description An object ID. */
                    marketplace_user?: string;
                    code?: string;
                    email?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "created_at" | "updated_at" | "expiration" | "amount";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "currency" | "amount" | "data" | "code" | "color" | "message" | "status" | "phone_country_code" | "phone_number" | "email" | "marketplace_user" | "customer" | "company" | "template" | "expiration" | "created_at" | "updated_at" | "deleted_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "customer" | "marketplace_user" | "template")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Voucher"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getVoucher: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "currency" | "amount" | "data" | "code" | "color" | "message" | "status" | "phone_country_code" | "phone_number" | "email" | "marketplace_user" | "customer" | "company" | "template" | "expiration" | "created_at" | "updated_at" | "deleted_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "customer" | "marketplace_user" | "template")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                voucher_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Voucher"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateVoucher: {
        parameters: {
            query?: {
                /** @description VoucherFields: fields to clear. */
                unset?: "customer"[];
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "currency" | "amount" | "data" | "code" | "color" | "message" | "status" | "phone_country_code" | "phone_number" | "email" | "marketplace_user" | "customer" | "company" | "template" | "expiration" | "created_at" | "updated_at" | "deleted_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "customer" | "marketplace_user" | "template")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                voucher_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ISO 4217 code, e.g. EUR, ISK. */
                    currency?: string;
                    /** Format: double */
                    amount?: number;
                    data?: components["schemas"]["VoucherData"];
                    color?: string;
                    message?: string;
                    phone_country_code?: string;
                    phone_number?: string;
                    /** Format: email */
                    email?: string;
                    marketplace_user?: string | ({
                        /** @description An object ID. */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    });
                    customer?: string | ({
                        /** @description An object ID. */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    });
                    company?: string | ({
                        /** @description An object ID. */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    });
                    template?: string | ({
                        /** @description An object ID. */
                        id: string;
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Voucher"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    sendVoucherNotification: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "currency" | "amount" | "data" | "code" | "color" | "message" | "status" | "phone_country_code" | "phone_number" | "email" | "marketplace_user" | "customer" | "company" | "template" | "expiration" | "created_at" | "updated_at" | "deleted_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "customer" | "marketplace_user" | "template")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                voucher_id: string;
            };
            cookie?: never;
        };
        /** @description Recipient; without it, the address on record (customer, booking or voucher). */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Voucher"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listEnterprises: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "companies" | "connections" | "profile" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enterprise"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getEnterprise: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "companies" | "connections" | "profile" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                enterprise_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enterprise"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateEnterprise: {
        parameters: {
            query?: {
                /** @description EnterpriseFields: fields to clear. */
                unset?: "image"[];
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "companies" | "connections" | "profile" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                enterprise_id: string;
            };
            cookie?: never;
        };
        /** @description Partial update: named fields replace the stored ones, the rest stay. */
        requestBody: {
            content: {
                "application/json": {
                    connections?: {
                        available_on_marketplace?: boolean;
                        /** @description Lower-case slug: letters, digits and single dashes. */
                        url_name?: string;
                        allows_booking_without_auth?: boolean;
                        marketplace?: {
                            enable_vouchers?: boolean;
                        };
                        vouchers?: {
                            enabled?: boolean;
                            /** @description A settlement account of this enterprise. */
                            settlement_account_id?: string | null;
                        };
                    };
                    profile?: {
                        name?: string;
                        image?: {
                            thumb?: string;
                            image?: string;
                            public_id?: string;
                            type?: string;
                            provider?: string;
                            /** Format: int32 */
                            width?: number;
                            /** Format: int32 */
                            height?: number;
                            /** Format: int64 */
                            bytes?: number;
                        };
                        cover_images?: {
                            thumb?: string;
                            image?: string;
                            public_id?: string;
                            type?: string;
                            provider?: string;
                            /** Format: int32 */
                            width?: number;
                            /** Format: int32 */
                            height?: number;
                            /** Format: int64 */
                            bytes?: number;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enterprise"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`, `url_name_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced" | "url_name_taken";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listEnterpriseCompanies: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "name" | "created_at" | "updated_at" | "enterprise_order";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "vertical" | "enterprise" | "enterprise_order" | "name" | "phone_country_code" | "phone_number" | "profile" | "marketplace" | "messaging" | "location" | "currency" | "locale" | "checkin" | "payments" | "payment_fees" | "vouchers" | "pos" | "acquirer_a" | "acquirer_b" | "google_analytics" | "claims" | "signup" | "billing_status" | "locked_sections" | "visible_fields" | "subscriptions" | "noshow_claims_enabled" | "has_secretary" | "invite_link_token" | "last_active_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                enterprise_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createEventType: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "company_id" | "company" | "event_type_category" | "event_type_category_group" | "vat" | "title" | "title_translations" | "description" | "description_translations" | "duration" | "delay" | "beforePause" | "pause" | "afterPause" | "buffer_after_service" | "min_guests_per_booking" | "max_guests_per_booking" | "images" | "color" | "overbookable" | "variations" | "price_ranges" | "connections" | "custom_payment_settings" | "payments" | "price" | "tax_exemption_reason" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "vat" | "event_type_category" | "event_type_category_group")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Create requires company (or the deprecated company_id), vat, title and duration. */
        requestBody: {
            content: {
                "application/json": {
                    reference_id?: string;
                    /** @description An object ID. */
                    company?: string;
                    /**
                     * @deprecated
                     * @description Deprecated: use company.
                     */
                    company_id?: string;
                    /** @description An object ID. */
                    event_type_category?: string | null;
                    /** @description An object ID. */
                    event_type_category_group?: string | null;
                    /** @description An object ID. */
                    vat?: string;
                    title?: string;
                    /** @description Language code → translated text. */
                    title_translations?: {
                        [key: string]: string;
                    };
                    description?: string;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    /** Format: int32 */
                    duration?: number;
                    /** Format: int32 */
                    delay?: number;
                    /** Format: int32 */
                    beforePause?: number;
                    /** Format: int32 */
                    pause?: number;
                    /** Format: int32 */
                    afterPause?: number;
                    /** Format: int32 */
                    buffer_after_service?: number;
                    /** Format: int32 */
                    min_guests_per_booking?: number;
                    /** Format: int32 */
                    max_guests_per_booking?: number;
                    /**
                     * @deprecated
                     * @description Deprecated: use images.
                     */
                    thumb?: string;
                    /**
                     * @deprecated
                     * @description Deprecated: use images.
                     */
                    image?: string;
                    images?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    }[];
                    color?: string;
                    /** @enum {string} */
                    overbookable?: "not_overbookable" | "partially_overbookable" | "fully_overbookable";
                    variations?: {
                        /** @description Given by the server when absent. */
                        id?: string;
                        label?: string;
                        description?: string;
                        selectable_in_marketplace?: boolean;
                        prices?: {
                            /** @description ISO 4217 code, e.g. EUR. */
                            currency: string;
                            /** Format: double */
                            amount: number;
                        }[];
                        customer_group?: string | null;
                    }[];
                    price_ranges?: {
                        /** Format: double */
                        min: number;
                        /** Format: double */
                        max: number;
                        /** @description ISO 4217 code, e.g. EUR. */
                        currency: string;
                    }[];
                    connections?: {
                        /**
                         * @description What the service occupies (CONTRACT.md 8).
                         * @enum {string}
                         */
                        service_needs?: "employee" | "space" | "employee_and_space" | "none";
                        /**
                         * @description What the service occupies (CONTRACT.md 8).
                         * @enum {string}
                         */
                        customer_selects?: "employee" | "space" | "employee_and_space" | "none";
                        booking_question?: string;
                        booking_questions?: {
                            /** @description Given by the server when absent. */
                            id?: string;
                            title: string;
                            description?: string;
                            answer_required?: boolean;
                            /** @description e.g. text, number, boolean. */
                            answer_type?: string;
                        }[];
                        booking_success_message?: string;
                        hidden?: boolean;
                    };
                    /**
                     * @deprecated
                     * @description Deprecated: implied by `payments`; false removes them.
                     */
                    custom_payment_settings?: boolean;
                    payments?: {
                        pre_payment_enabled?: boolean;
                        pre_payment_type?: string;
                        pre_payment_required?: boolean;
                        /** Format: int32 */
                        pre_payment_min_pax?: number;
                        /** Format: double */
                        flat_fee?: number;
                        /** Format: double */
                        pre_payment_ratio?: number;
                        optional_full_payment?: boolean;
                        settlement_account?: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        onboarded_at?: string;
                        enabled_card_types?: string[];
                    };
                    tax_exemption_reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventType"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyEventTypes: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "title" | "duration" | "created_at" | "updated_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "company_id" | "company" | "event_type_category" | "event_type_category_group" | "vat" | "title" | "title_translations" | "description" | "description_translations" | "duration" | "delay" | "beforePause" | "pause" | "afterPause" | "buffer_after_service" | "min_guests_per_booking" | "max_guests_per_booking" | "images" | "color" | "overbookable" | "variations" | "price_ranges" | "connections" | "custom_payment_settings" | "payments" | "price" | "tax_exemption_reason" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "vat" | "event_type_category" | "event_type_category_group")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventType"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getEventType: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "company_id" | "company" | "event_type_category" | "event_type_category_group" | "vat" | "title" | "title_translations" | "description" | "description_translations" | "duration" | "delay" | "beforePause" | "pause" | "afterPause" | "buffer_after_service" | "min_guests_per_booking" | "max_guests_per_booking" | "images" | "color" | "overbookable" | "variations" | "price_ranges" | "connections" | "custom_payment_settings" | "payments" | "price" | "tax_exemption_reason" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "vat" | "event_type_category" | "event_type_category_group")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                event_type_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventType"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateEventType: {
        parameters: {
            query?: {
                /** @description EventTypeFields: fields to clear. */
                unset?: ("payments" | "buffer_after_service" | "min_guests_per_booking" | "max_guests_per_booking" | "color" | "image")[];
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "company_id" | "company" | "event_type_category" | "event_type_category_group" | "vat" | "title" | "title_translations" | "description" | "description_translations" | "duration" | "delay" | "beforePause" | "pause" | "afterPause" | "buffer_after_service" | "min_guests_per_booking" | "max_guests_per_booking" | "images" | "color" | "overbookable" | "variations" | "price_ranges" | "connections" | "custom_payment_settings" | "payments" | "price" | "tax_exemption_reason" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "vat" | "event_type_category" | "event_type_category_group")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                event_type_id: string;
            };
            cookie?: never;
        };
        /** @description Create requires company (or the deprecated company_id), vat, title and duration. */
        requestBody: {
            content: {
                "application/json": {
                    reference_id?: string;
                    /** @description An object ID. */
                    company?: string;
                    /**
                     * @deprecated
                     * @description Deprecated: use company.
                     */
                    company_id?: string;
                    /** @description An object ID. */
                    event_type_category?: string | null;
                    /** @description An object ID. */
                    event_type_category_group?: string | null;
                    /** @description An object ID. */
                    vat?: string;
                    title?: string;
                    /** @description Language code → translated text. */
                    title_translations?: {
                        [key: string]: string;
                    };
                    description?: string;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    /** Format: int32 */
                    duration?: number;
                    /** Format: int32 */
                    delay?: number;
                    /** Format: int32 */
                    beforePause?: number;
                    /** Format: int32 */
                    pause?: number;
                    /** Format: int32 */
                    afterPause?: number;
                    /** Format: int32 */
                    buffer_after_service?: number;
                    /** Format: int32 */
                    min_guests_per_booking?: number;
                    /** Format: int32 */
                    max_guests_per_booking?: number;
                    /**
                     * @deprecated
                     * @description Deprecated: use images.
                     */
                    thumb?: string;
                    /**
                     * @deprecated
                     * @description Deprecated: use images.
                     */
                    image?: string;
                    images?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    }[];
                    color?: string;
                    /** @enum {string} */
                    overbookable?: "not_overbookable" | "partially_overbookable" | "fully_overbookable";
                    variations?: {
                        /** @description Given by the server when absent. */
                        id?: string;
                        label?: string;
                        description?: string;
                        selectable_in_marketplace?: boolean;
                        prices?: {
                            /** @description ISO 4217 code, e.g. EUR. */
                            currency: string;
                            /** Format: double */
                            amount: number;
                        }[];
                        customer_group?: string | null;
                    }[];
                    price_ranges?: {
                        /** Format: double */
                        min: number;
                        /** Format: double */
                        max: number;
                        /** @description ISO 4217 code, e.g. EUR. */
                        currency: string;
                    }[];
                    connections?: {
                        /**
                         * @description What the service occupies (CONTRACT.md 8).
                         * @enum {string}
                         */
                        service_needs?: "employee" | "space" | "employee_and_space" | "none";
                        /**
                         * @description What the service occupies (CONTRACT.md 8).
                         * @enum {string}
                         */
                        customer_selects?: "employee" | "space" | "employee_and_space" | "none";
                        booking_question?: string;
                        booking_questions?: {
                            /** @description Given by the server when absent. */
                            id?: string;
                            title: string;
                            description?: string;
                            answer_required?: boolean;
                            /** @description e.g. text, number, boolean. */
                            answer_type?: string;
                        }[];
                        booking_success_message?: string;
                        hidden?: boolean;
                    };
                    /**
                     * @deprecated
                     * @description Deprecated: implied by `payments`; false removes them.
                     */
                    custom_payment_settings?: boolean;
                    payments?: {
                        pre_payment_enabled?: boolean;
                        pre_payment_type?: string;
                        pre_payment_required?: boolean;
                        /** Format: int32 */
                        pre_payment_min_pax?: number;
                        /** Format: double */
                        flat_fee?: number;
                        /** Format: double */
                        pre_payment_ratio?: number;
                        optional_full_payment?: boolean;
                        settlement_account?: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        onboarded_at?: string;
                        enabled_card_types?: string[];
                    };
                    tax_exemption_reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventType"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    deleteEventType: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "company_id" | "company" | "event_type_category" | "event_type_category_group" | "vat" | "title" | "title_translations" | "description" | "description_translations" | "duration" | "delay" | "beforePause" | "pause" | "afterPause" | "buffer_after_service" | "min_guests_per_booking" | "max_guests_per_booking" | "images" | "color" | "overbookable" | "variations" | "price_ranges" | "connections" | "custom_payment_settings" | "payments" | "price" | "tax_exemption_reason" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "vat" | "event_type_category" | "event_type_category_group")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                event_type_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createEventTypeGroup: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "parent_event_type_group" | "title" | "title_translations" | "description" | "description_translations" | "images" | "order" | "is_default_group" | "ordered_event_types" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "parent_event_type_group" | "ordered_event_types")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Create requires company. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company?: string;
                    title?: string;
                    /** @description Language code → translated text. */
                    title_translations?: {
                        [key: string]: string;
                    };
                    description?: string;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    images?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    }[];
                    /** Format: int32 */
                    order?: number;
                    /** @description Event type IDs, in display order. */
                    event_types?: string[];
                    /** @description At most one per company: setting it clears the others. */
                    is_default_group?: boolean;
                    /** @description A group of the same company; never the group itself or a descendant. */
                    parent_event_type_group?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeGroup"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyEventTypeGroups: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "title" | "created_at" | "updated_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "parent_event_type_group" | "title" | "title_translations" | "description" | "description_translations" | "images" | "order" | "is_default_group" | "ordered_event_types" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "parent_event_type_group" | "ordered_event_types")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeGroup"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getEventTypeGroup: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "parent_event_type_group" | "title" | "title_translations" | "description" | "description_translations" | "images" | "order" | "is_default_group" | "ordered_event_types" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "parent_event_type_group" | "ordered_event_types")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                event_type_group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeGroup"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateEventTypeGroup: {
        parameters: {
            query?: {
                /** @description EventTypeGroupFields: fields to clear. */
                unset?: "image"[];
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "parent_event_type_group" | "title" | "title_translations" | "description" | "description_translations" | "images" | "order" | "is_default_group" | "ordered_event_types" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "parent_event_type_group" | "ordered_event_types")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                event_type_group_id: string;
            };
            cookie?: never;
        };
        /** @description Create requires company. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company?: string;
                    title?: string;
                    /** @description Language code → translated text. */
                    title_translations?: {
                        [key: string]: string;
                    };
                    description?: string;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    images?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    }[];
                    /** Format: int32 */
                    order?: number;
                    /** @description Event type IDs, in display order. */
                    event_types?: string[];
                    /** @description At most one per company: setting it clears the others. */
                    is_default_group?: boolean;
                    /** @description A group of the same company; never the group itself or a descendant. */
                    parent_event_type_group?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeGroup"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    deleteEventTypeGroup: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "parent_event_type_group" | "title" | "title_translations" | "description" | "description_translations" | "images" | "order" | "is_default_group" | "ordered_event_types" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company" | "parent_event_type_group" | "ordered_event_types")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                event_type_group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createEmployee: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "company_id" | "company" | "name" | "description" | "description_translations" | "image" | "email" | "email_verified" | "has_password" | "phone_country_code" | "phone_number" | "order" | "marketplace" | "notifications" | "sms" | "event_type_preferences" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Create requires company and name (or email, whose local part then names the employee). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company?: string;
                    /**
                     * @deprecated
                     * @description Deprecated: use company.
                     */
                    company_id?: string;
                    reference_id?: string | null;
                    name?: string;
                    description?: string | null;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    image?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    } | null;
                    /**
                     * Format: email
                     * @description Links the employee to the HQ user with this email (created without a password when new); one HQ user can be an employee of several companies. null unlinks.
                     */
                    email?: string | null;
                    phone_country_code?: string | null;
                    phone_number?: string | null;
                    /** Format: int32 */
                    order?: number;
                    marketplace?: {
                        enabled?: boolean;
                        prioritized?: boolean;
                        allow_booking_without_confirmation?: boolean;
                        exclude_from_randomization_pool?: boolean;
                        exclude_new_customers?: boolean;
                        pre_payments_enabled?: boolean;
                        own_settlements_allowed?: boolean;
                        own_settlements_preferred?: boolean;
                        own_settlements?: boolean;
                        /**
                         * Format: int32
                         * @description Minutes between bookable starts; one of 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240.
                         * @default 15
                         * @enum {integer}
                         */
                        booking_interval?: 5 | 10 | 15 | 20 | 25 | 30 | 35 | 40 | 45 | 50 | 60 | 75 | 90 | 105 | 120 | 160 | 180 | 240;
                    };
                    notifications?: {
                        booking_email?: boolean;
                    };
                    sms?: {
                        /** @description SMS sender name or number. */
                        from?: string;
                        custom_text?: string;
                    };
                    event_type_preferences?: {
                        /** @description An object ID. */
                        event_type: string;
                        skip?: boolean;
                        skip_calendar?: boolean;
                        skip_marketplace?: boolean;
                        has_custom_duration?: boolean;
                        custom_duration?: {
                            /** Format: int32 */
                            duration?: number;
                            /** Format: int32 */
                            before_pause?: number;
                            /** Format: int32 */
                            pause?: number;
                            /** Format: int32 */
                            after_pause?: number;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `employee_exists`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "employee_exists" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyEmployees: {
        parameters: {
            query?: {
                /** @description Case- and accent-insensitive text search. */
                search?: string;
                /** @description EmployeeFilter, URL-encoded JSON. */
                filter?: {
                    ids?: string[];
                    marketplace_enabled?: boolean;
                    /** @description Employees who serve every one of these event types. */
                    event_types?: string[];
                    email?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "name" | "email" | "created_at" | "updated_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "company_id" | "company" | "name" | "description" | "description_translations" | "image" | "email" | "email_verified" | "has_password" | "phone_country_code" | "phone_number" | "order" | "marketplace" | "notifications" | "sms" | "event_type_preferences" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getEmployee: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "company_id" | "company" | "name" | "description" | "description_translations" | "image" | "email" | "email_verified" | "has_password" | "phone_country_code" | "phone_number" | "order" | "marketplace" | "notifications" | "sms" | "event_type_preferences" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
                /** @description An object ID. */
                employee_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateEmployee: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "company_id" | "company" | "name" | "description" | "description_translations" | "image" | "email" | "email_verified" | "has_password" | "phone_country_code" | "phone_number" | "order" | "marketplace" | "notifications" | "sms" | "event_type_preferences" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
                /** @description An object ID. */
                employee_id: string;
            };
            cookie?: never;
        };
        /** @description Create requires company and name (or email, whose local part then names the employee). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company?: string;
                    /**
                     * @deprecated
                     * @description Deprecated: use company.
                     */
                    company_id?: string;
                    reference_id?: string | null;
                    name?: string;
                    description?: string | null;
                    /** @description Language code → translated text. */
                    description_translations?: {
                        [key: string]: string;
                    };
                    image?: {
                        thumb?: string;
                        image?: string;
                        public_id?: string;
                        type?: string;
                        provider?: string;
                        /** Format: int32 */
                        width?: number;
                        /** Format: int32 */
                        height?: number;
                        /** Format: int64 */
                        bytes?: number;
                    } | null;
                    /**
                     * Format: email
                     * @description Links the employee to the HQ user with this email (created without a password when new); one HQ user can be an employee of several companies. null unlinks.
                     */
                    email?: string | null;
                    phone_country_code?: string | null;
                    phone_number?: string | null;
                    /** Format: int32 */
                    order?: number;
                    marketplace?: {
                        enabled?: boolean;
                        prioritized?: boolean;
                        allow_booking_without_confirmation?: boolean;
                        exclude_from_randomization_pool?: boolean;
                        exclude_new_customers?: boolean;
                        pre_payments_enabled?: boolean;
                        own_settlements_allowed?: boolean;
                        own_settlements_preferred?: boolean;
                        own_settlements?: boolean;
                        /**
                         * Format: int32
                         * @description Minutes between bookable starts; one of 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 105, 120, 160, 180, 240.
                         * @default 15
                         * @enum {integer}
                         */
                        booking_interval?: 5 | 10 | 15 | 20 | 25 | 30 | 35 | 40 | 45 | 50 | 60 | 75 | 90 | 105 | 120 | 160 | 180 | 240;
                    };
                    notifications?: {
                        booking_email?: boolean;
                    };
                    sms?: {
                        /** @description SMS sender name or number. */
                        from?: string;
                        custom_text?: string;
                    };
                    event_type_preferences?: {
                        /** @description An object ID. */
                        event_type: string;
                        skip?: boolean;
                        skip_calendar?: boolean;
                        skip_marketplace?: boolean;
                        has_custom_duration?: boolean;
                        custom_duration?: {
                            /** Format: int32 */
                            duration?: number;
                            /** Format: int32 */
                            before_pause?: number;
                            /** Format: int32 */
                            pause?: number;
                            /** Format: int32 */
                            after_pause?: number;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `employee_exists`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "employee_exists" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    deleteEmployee: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "reference_id" | "company_id" | "company" | "name" | "description" | "description_translations" | "image" | "email" | "email_verified" | "has_password" | "phone_country_code" | "phone_number" | "order" | "marketplace" | "notifications" | "sms" | "event_type_preferences" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
                /** @description An object ID. */
                employee_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createHqEvent: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_types" | "starts_at" | "ends_at" | "employee" | "space" | "resources" | "number_of_guests" | "status" | "origin" | "customer_name" | "email" | "phone_country_code" | "phone_number" | "kennitala" | "license_plate" | "comment" | "booking_question_answers" | "customer" | "marketplace_user" | "time_slot_reservation" | "scheduled_event" | "tier" | "variation" | "price" | "services" | "payment" | "voucher" | "cancelled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("employee" | "space" | "event_types" | "payment" | "customer")[];
            };
            header?: {
                /** @description Makes the POST safe to retry for 24 hours: the same key and body replay the first answer; another body is a 422; a retry while the first runs is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description event_types and starts_at, or scheduled_event (seats of a class). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company: string;
                    event_types?: string[];
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_at?: string;
                    /** @description Book seats of this class (then no event_types/starts_at/employee/space). */
                    scheduled_event?: string;
                    /** @description Required when customer_selects_tier; else the first tier with room. */
                    tier?: string;
                    /** @description A variation of the tier; its price is per seat. */
                    variation?: string;
                    /** @description At most one per event type. Without one, an event type is booked at its cheapest variation the caller may choose (marketplace: selectable_in_marketplace) in the company currency. */
                    variations?: {
                        /** @description An object ID. */
                        event_type: string;
                        /** @description An object ID. */
                        variation: string;
                    }[];
                    /** @description An object ID. */
                    employee?: string;
                    /** @description An object ID. */
                    space?: string;
                    /**
                     * Format: int32
                     * @description Party size; default 1.
                     */
                    number_of_guests?: number;
                    /**
                     * @default confirmed
                     * @enum {string}
                     */
                    status?: "confirmed" | "unconfirmed";
                    /** @description An object ID. */
                    customer?: string;
                    customer_name?: string;
                    email?: string;
                    phone_country_code?: string;
                    phone_number?: string;
                    kennitala?: string;
                    license_plate?: string;
                    comment?: string;
                    booking_question_answers?: {
                        question: string;
                        answer: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Refused: `employee_not_available`, `event_type_not_bookable`, `group_size_out_of_range`, `invalid_guest_count`, `invalid_json`, `invalid_request`, `outside_booking_window`, `scheduled_event_full`, `scheduled_event_over`, `space_not_available`, `tier_full`, `time_slot_not_available`, `time_slot_reservation_expired`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "create_event_error" | "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "employee_not_available" | "event_type_not_bookable" | "group_size_out_of_range" | "invalid_guest_count" | "invalid_json" | "invalid_request" | "outside_booking_window" | "scheduled_event_full" | "scheduled_event_over" | "space_not_available" | "tier_full" | "time_slot_not_available" | "time_slot_reservation_expired";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `idempotency_key_in_use`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "idempotency_key_in_use" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Idempotency key reused with another body: `idempotency_key_reused`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "idempotency_error";
                        /** @enum {string} */
                        code?: "idempotency_key_reused";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listHqEvents: {
        parameters: {
            query?: {
                /** @description starts_after inclusive, starts_before exclusive; space matches any resource the event occupies. */
                filter?: {
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_after?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_before?: string;
                    status?: ("confirmed" | "unconfirmed" | "cancelled" | "noshow" | "completed") | ("confirmed" | "unconfirmed" | "cancelled" | "noshow" | "completed")[];
                    /** @description An object ID. */
                    employee?: string;
                    /** @description An object ID. */
                    space?: string;
                    /** @description An object ID. */
                    customer?: string;
                    /** @description An object ID. */
                    marketplace_user?: string;
                    email?: string;
                    /** @enum {string} */
                    origin?: "marketplace" | "hq";
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "starts_at" | "created_at" | "updated_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_types" | "starts_at" | "ends_at" | "employee" | "space" | "resources" | "number_of_guests" | "status" | "origin" | "customer_name" | "email" | "phone_country_code" | "phone_number" | "kennitala" | "license_plate" | "comment" | "booking_question_answers" | "customer" | "marketplace_user" | "time_slot_reservation" | "scheduled_event" | "tier" | "variation" | "price" | "services" | "payment" | "voucher" | "cancelled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("employee" | "space" | "event_types" | "payment" | "customer")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getHqEvent: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_types" | "starts_at" | "ends_at" | "employee" | "space" | "resources" | "number_of_guests" | "status" | "origin" | "customer_name" | "email" | "phone_country_code" | "phone_number" | "kennitala" | "license_plate" | "comment" | "booking_question_answers" | "customer" | "marketplace_user" | "time_slot_reservation" | "scheduled_event" | "tier" | "variation" | "price" | "services" | "payment" | "voucher" | "cancelled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("employee" | "space" | "event_types" | "payment" | "customer")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateHqEvent: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_types" | "starts_at" | "ends_at" | "employee" | "space" | "resources" | "number_of_guests" | "status" | "origin" | "customer_name" | "email" | "phone_country_code" | "phone_number" | "kennitala" | "license_plate" | "comment" | "booking_question_answers" | "customer" | "marketplace_user" | "time_slot_reservation" | "scheduled_event" | "tier" | "variation" | "price" | "services" | "payment" | "voucher" | "cancelled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("employee" | "space" | "event_types" | "payment" | "customer")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_at?: string;
                    /** @description An object ID. */
                    employee?: string;
                    /** @description An object ID. */
                    space?: string;
                    /**
                     * Format: int32
                     * @description Party size; default 1.
                     */
                    number_of_guests?: number;
                    /** @enum {string} */
                    status?: "confirmed" | "unconfirmed" | "cancelled" | "noshow" | "completed";
                    /** @description An object ID. */
                    customer?: string;
                    customer_name?: string;
                    email?: string;
                    phone_country_code?: string;
                    phone_number?: string;
                    kennitala?: string;
                    license_plate?: string;
                    comment?: string;
                    booking_question_answers?: {
                        question: string;
                        answer: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Refused: `employee_not_available`, `event_type_not_bookable`, `group_size_out_of_range`, `invalid_guest_count`, `invalid_json`, `invalid_request`, `outside_booking_window`, `scheduled_event_over`, `space_not_available`, `tier_full`, `time_slot_not_available`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "create_event_error" | "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "employee_not_available" | "event_type_not_bookable" | "group_size_out_of_range" | "invalid_guest_count" | "invalid_json" | "invalid_request" | "outside_booking_window" | "scheduled_event_over" | "space_not_available" | "tier_full" | "time_slot_not_available";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description A fragment of the name, e-mail or phone, ignoring case and accents; a phone may be typed with spaces, dashes or +. */
                search?: string;
                /** @description URL-encoded JSON. created_from inclusive, created_to exclusive. */
                filter?: {
                    has_noshow?: boolean;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    created_from?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    created_to?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "name" | "created_at" | "last_visit_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "email" | "phone_country_code" | "phone_number" | "phone" | "kennitala" | "notes" | "marketplace_user" | "stats" | "created_at" | "updated_at")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "email" | "phone_country_code" | "phone_number" | "phone" | "kennitala" | "notes" | "marketplace_user" | "stats" | "created_at" | "updated_at")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company: string;
                    name: string;
                    /** Format: email */
                    email?: string;
                    /** @description Calling code ("354", "+354") or ISO country ("IS"). */
                    phone_country_code?: string;
                    /** @description National (read in phone_country_code, else the company's country) or international (+...); stored in E.164. */
                    phone_number?: string;
                    kennitala?: string;
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `customer_exists`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "customer_exists" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "email" | "phone_country_code" | "phone_number" | "phone" | "kennitala" | "notes" | "marketplace_user" | "stats" | "created_at" | "updated_at")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: {
                /** @description CustomerFields: fields to clear. */
                unset?: ("email" | "phone_number" | "kennitala" | "notes")[];
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "email" | "phone_country_code" | "phone_number" | "phone" | "kennitala" | "notes" | "marketplace_user" | "stats" | "created_at" | "updated_at")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** Format: email */
                    email?: string;
                    /** @description Calling code ("354", "+354") or ISO country ("IS"). */
                    phone_country_code?: string;
                    /** @description National (read in phone_country_code, else the company's country) or international (+...); stored in E.164. */
                    phone_number?: string;
                    kennitala?: string;
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `customer_exists`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "customer_exists" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased; empty body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCustomerEvents: {
        parameters: {
            query?: {
                /** @description starts_after inclusive, starts_before exclusive. */
                filter?: {
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_after?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_before?: string;
                    status?: ("confirmed" | "unconfirmed" | "cancelled" | "noshow" | "completed") | ("confirmed" | "unconfirmed" | "cancelled" | "noshow" | "completed")[];
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "starts_at" | "created_at" | "updated_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_types" | "starts_at" | "ends_at" | "employee" | "space" | "resources" | "number_of_guests" | "status" | "origin" | "customer_name" | "email" | "phone_country_code" | "phone_number" | "kennitala" | "license_plate" | "comment" | "booking_question_answers" | "customer" | "marketplace_user" | "time_slot_reservation" | "scheduled_event" | "tier" | "variation" | "price" | "services" | "payment" | "voucher" | "cancelled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("employee" | "space" | "event_types" | "payment" | "customer")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    mergeCustomers: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "email" | "phone_country_code" | "phone_number" | "phone" | "kennitala" | "notes" | "marketplace_user" | "stats" | "created_at" | "updated_at")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Customers of the same company merged into this one, then deleted. */
                    from: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    exportCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything held about the person (GDPR access). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerExport"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company: string;
                    /**
                     * Format: uri
                     * @description https URL that receives the POSTs. Private, loopback and link-local destinations are refused (also when the name resolves to one at delivery time), unless the server runs with WEBHOOK_ALLOW_PRIVATE=true.
                     */
                    url: string;
                    events: ("*" | "event.created" | "event.updated" | "event.rescheduled" | "event.cancelled" | "payment.created" | "payment.updated" | "customer.created" | "customer.updated" | "customer.deleted" | "voucher.created" | "voucher.updated" | "waitlist_entry.created" | "booking_offer.created" | "booking_offer.accepted" | "booking_offer.expired")[];
                    description?: string;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyWebhooks: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description https URL that receives the POSTs. Private, loopback and link-local destinations are refused (also when the name resolves to one at delivery time), unless the server runs with WEBHOOK_ALLOW_PRIVATE=true.
                     */
                    url?: string;
                    events?: ("*" | "event.created" | "event.updated" | "event.rescheduled" | "event.cancelled" | "payment.created" | "payment.updated" | "customer.created" | "customer.updated" | "customer.deleted" | "voucher.created" | "voucher.updated" | "waitlist_entry.created" | "booking_offer.created" | "booking_offer.accepted" | "booking_offer.expired")[];
                    description?: string | null;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"status":"failed"}. */
                filter?: {
                    /**
                     * @description pending (queued or waiting for a retry), succeeded, or failed (every attempt failed).
                     * @enum {string}
                     */
                    status?: "pending" | "succeeded" | "failed";
                    /**
                     * @description A webhook (and stream) message type.
                     * @enum {string}
                     */
                    event_type?: "event.created" | "event.updated" | "event.rescheduled" | "event.cancelled" | "payment.created" | "payment.updated" | "customer.created" | "customer.updated" | "customer.deleted" | "voucher.created" | "voucher.updated" | "waitlist_entry.created" | "booking_offer.created" | "booking_offer.accepted" | "booking_offer.expired" | "ping";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
            };
            header?: never;
            path: {
                /** @description An object ID. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                webhook_id: string;
                /** @description An object ID. */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not permitted (a token of scope read, and this operation writes): `insufficient_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "permission_error";
                        /** @enum {string} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    streamCompanyChanges: {
        parameters: {
            query?: never;
            header?: {
                /** @description Resume after this id (the last one received). */
                "Last-Event-Id"?: string;
            };
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream (never ends by itself). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ServerSentEvents"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getMarketplaceCompany: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "name" | "url_name" | "vertical" | "enterprise" | "phone_country_code" | "phone_number" | "profile" | "marketplace" | "location" | "currency" | "locale" | "payments" | "vouchers" | "visible_fields" | "company_types" | "distance" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description url_name (slug) or id */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceCompany"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMarketplaceSpaces: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "name" | "created_at" | "updated_at" | "type" | "priority" | "max_capacity";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description URL-encoded JSON. */
                filter?: {
                    type?: ("space" | "table" | "table_combination") | ("space" | "table" | "table_combination")[];
                    marketplace?: boolean;
                    available_for_bookings?: boolean;
                    /** @description An object ID. */
                    resource_group?: string;
                    /**
                     * @description Priority when a resource is picked at random in the booking process.
                     * @enum {string}
                     */
                    priority?: "normal" | "high";
                    ids?: string[];
                    /**
                     * Format: int32
                     * @description Resources that hold at least this many.
                     */
                    min_capacity?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "type" | "name" | "name_translations" | "description" | "description_translations" | "priority" | "image" | "reference_id" | "marketplace" | "available_for_bookings" | "booking_interval" | "order" | "min_capacity" | "max_capacity" | "allow_overlapping_bookings" | "event_type_preferences" | "created_at" | "updated_at" | "resource_group" | "sub_resources")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Resource"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getMarketplaceSpace: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "type" | "name" | "name_translations" | "description" | "description_translations" | "priority" | "image" | "reference_id" | "marketplace" | "available_for_bookings" | "booking_interval" | "order" | "min_capacity" | "max_capacity" | "allow_overlapping_bookings" | "event_type_preferences" | "created_at" | "updated_at" | "resource_group" | "sub_resources")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                space_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Resource"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    signUpCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    name?: string;
                    phone_country_code?: string;
                    phone_number?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JWT for the Marketplace-Authentication scheme. */
                        token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        user: {
                            id: string;
                            email: string;
                            name: string;
                            phone_country_code: string | null;
                            phone_number: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `email_taken`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "email_taken" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    logInCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JWT for the Marketplace-Authentication scheme. */
                        token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        user: {
                            id: string;
                            email: string;
                            name: string;
                            phone_country_code: string | null;
                            phone_number: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `invalid_credentials`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "invalid_credentials" | "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getCurrentCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        name: string;
                        phone_country_code: string | null;
                        phone_number: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        created_at: string;
                    };
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCompanyTypes: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"name","order":"asc"}. Default: order, then name. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "name" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                lat?: number;
                lng?: number;
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getCompanyType: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_type_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listServiceTypes: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"lat":64.14,"lng":-21.94}. lat and lng go together. */
                user_location?: {
                    /**
                     * Format: double
                     * @description Latitude, degrees.
                     */
                    lat?: number;
                    /**
                     * Format: double
                     * @description Longitude, degrees.
                     */
                    lng?: number;
                    /**
                     * Format: double
                     * @description Metres (great-circle distance); default 100000.
                     * @default 100000
                     */
                    radius?: number;
                    /** @description ISO 3166-1 alpha-2; else found from lat/lng. */
                    country_code?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"name","order":"asc"}. Default: order, then name. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "name" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getServiceType: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                service_type_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listCuisines: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"lat":64.14,"lng":-21.94}. lat and lng go together. */
                user_location?: {
                    /**
                     * Format: double
                     * @description Latitude, degrees.
                     */
                    lat?: number;
                    /**
                     * Format: double
                     * @description Longitude, degrees.
                     */
                    lng?: number;
                    /**
                     * Format: double
                     * @description Metres (great-circle distance); default 100000.
                     * @default 100000
                     */
                    radius?: number;
                    /** @description ISO 3166-1 alpha-2; else found from lat/lng. */
                    country_code?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"name","order":"asc"}. Default: order, then name. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "name" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getCuisineByReadableId: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                readable_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getCuisine: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                cuisine_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listDietaries: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"lat":64.14,"lng":-21.94}. lat and lng go together. */
                user_location?: {
                    /**
                     * Format: double
                     * @description Latitude, degrees.
                     */
                    lat?: number;
                    /**
                     * Format: double
                     * @description Longitude, degrees.
                     */
                    lng?: number;
                    /**
                     * Format: double
                     * @description Metres (great-circle distance); default 100000.
                     * @default 100000
                     */
                    radius?: number;
                    /** @description ISO 3166-1 alpha-2; else found from lat/lng. */
                    country_code?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"name","order":"asc"}. Default: order, then name. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "name" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getDietaryByReadableId: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                readable_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getDietary: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                dietary_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listAmbiences: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"lat":64.14,"lng":-21.94}. lat and lng go together. */
                user_location?: {
                    /**
                     * Format: double
                     * @description Latitude, degrees.
                     */
                    lat?: number;
                    /**
                     * Format: double
                     * @description Longitude, degrees.
                     */
                    lng?: number;
                    /**
                     * Format: double
                     * @description Metres (great-circle distance); default 100000.
                     * @default 100000
                     */
                    radius?: number;
                    /** @description ISO 3166-1 alpha-2; else found from lat/lng. */
                    country_code?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"name","order":"asc"}. Default: order, then name. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "name" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getAmbienceByReadableId: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                readable_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getAmbience: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "readable_id" | "name" | "name_translations" | "country_code" | "order" | "image" | "metadata" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                ambience_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMarketplaceCompanies: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON. Every given criterion must hold; lists match any of their items. */
                filter?: {
                    /** @description Companies of any of these company types. */
                    company_types?: string[];
                    /** @description Companies offering any of these service types. */
                    service_types?: string[];
                    /** @description Companies with any of these cuisines. */
                    cuisines?: string[];
                    /** @description Companies with any of these dietaries. */
                    dietaries?: string[];
                    /** @description Companies with any of these ambiences. */
                    ambiences?: string[];
                    /** @description Companies of these enterprises. */
                    enterprises?: string[];
                    /** @description Only these companies. */
                    ids?: string[];
                    /** @description Case- and accent-insensitive text search. */
                    text?: string;
                    location?: {
                        /**
                         * Format: double
                         * @description Latitude, degrees.
                         */
                        lat: number;
                        /**
                         * Format: double
                         * @description Longitude, degrees.
                         */
                        lng: number;
                        /**
                         * Format: double
                         * @description Metres (great-circle distance); default 100000.
                         * @default 100000
                         */
                        radius?: number;
                    };
                    country_code?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"distance"}. `distance` needs a location; `popularity` (favorites) defaults to descending, the others to ascending. Ties are broken by id. */
                sort?: {
                    /** @enum {string} */
                    field?: "distance" | "name" | "popularity" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Case- and accent-insensitive text search. */
                search?: string;
                /**
                 * @deprecated
                 * @description Deprecated: use sort {"field":"popularity"} or {"field":"distance"}.
                 */
                sort_by?: "popular" | "distance";
                /**
                 * @deprecated
                 * @description Deprecated: use filter.location.lat.
                 */
                lat?: number;
                /**
                 * @deprecated
                 * @description Deprecated: use filter.location.lng.
                 */
                lng?: number;
                /**
                 * @deprecated
                 * @description Deprecated: use filter.location.radius; metres, default 100000.
                 */
                radius?: number;
                /**
                 * @deprecated
                 * @description Deprecated: use filter.company_types.
                 */
                company_type_id?: string;
                /**
                 * @deprecated
                 * @description Deprecated: use filter.enterprises.
                 */
                enterprise_id?: string;
                /**
                 * @deprecated
                 * @description Deprecated: use pagination.limit.
                 */
                limit?: number;
                /**
                 * @deprecated
                 * @description Deprecated: use pagination.offset.
                 */
                skip?: number;
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "name" | "url_name" | "vertical" | "enterprise" | "phone_country_code" | "phone_number" | "profile" | "marketplace" | "location" | "currency" | "locale" | "payments" | "vouchers" | "visible_fields" | "company_types" | "distance" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company_types" | "enterprise")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceCompanyExpandable"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMarketplaceEnterprises: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON. Every given criterion must hold; lists match any of their items. */
                filter?: {
                    /** @description Companies of any of these company types. */
                    company_types?: string[];
                    /** @description Companies offering any of these service types. */
                    service_types?: string[];
                    /** @description Companies with any of these cuisines. */
                    cuisines?: string[];
                    /** @description Companies with any of these dietaries. */
                    dietaries?: string[];
                    /** @description Companies with any of these ambiences. */
                    ambiences?: string[];
                    /** @description Companies of these enterprises. */
                    enterprises?: string[];
                    /** @description Only these companies. */
                    ids?: string[];
                    /** @description Case- and accent-insensitive text search. */
                    text?: string;
                    location?: {
                        /**
                         * Format: double
                         * @description Latitude, degrees.
                         */
                        lat: number;
                        /**
                         * Format: double
                         * @description Longitude, degrees.
                         */
                        lng: number;
                        /**
                         * Format: double
                         * @description Metres (great-circle distance); default 100000.
                         * @default 100000
                         */
                        radius?: number;
                    };
                    country_code?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"distance"}. `distance` needs a location; `popularity` (favorites) defaults to descending, the others to ascending. Ties are broken by id. */
                sort?: {
                    /** @enum {string} */
                    field?: "distance" | "name" | "popularity" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Case- and accent-insensitive text search. */
                search?: string;
                /**
                 * @deprecated
                 * @description Deprecated: use sort {"field":"popularity"} or {"field":"distance"}.
                 */
                sort_by?: "popular" | "distance";
                /**
                 * @deprecated
                 * @description Deprecated: use filter.location.lat.
                 */
                lat?: number;
                /**
                 * @deprecated
                 * @description Deprecated: use filter.location.lng.
                 */
                lng?: number;
                /**
                 * @deprecated
                 * @description Deprecated: use filter.location.radius; metres, default 100000.
                 */
                radius?: number;
                /**
                 * @deprecated
                 * @description Deprecated: use filter.company_types.
                 */
                company_type_id?: string;
                /**
                 * @deprecated
                 * @description Deprecated: use filter.enterprises.
                 */
                enterprise_ids?: string[];
                /**
                 * @deprecated
                 * @description Deprecated: use pagination.limit.
                 */
                limit_companies?: number;
                /**
                 * @deprecated
                 * @description Deprecated: use pagination.offset.
                 */
                skip_companies?: number;
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "name" | "url_name" | "companies" | "connections" | "profile" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("company_types" | "enterprise")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceEnterprise"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getMarketplaceEnterprise: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "name" | "url_name" | "companies" | "connections" | "profile" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "companies"[];
            };
            header?: never;
            path: {
                /** @description url_name (slug) or id */
                url_name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceEnterprise"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMarketplaceMapCompanies: {
        parameters: {
            query?: {
                /** @description CompanyFilter plus the map viewport `bounds`. */
                filter?: {
                    /** @description Companies of any of these company types. */
                    company_types?: string[];
                    /** @description Companies offering any of these service types. */
                    service_types?: string[];
                    /** @description Companies with any of these cuisines. */
                    cuisines?: string[];
                    /** @description Companies with any of these dietaries. */
                    dietaries?: string[];
                    /** @description Companies with any of these ambiences. */
                    ambiences?: string[];
                    /** @description Companies of these enterprises. */
                    enterprises?: string[];
                    /** @description Only these companies. */
                    ids?: string[];
                    /** @description Case- and accent-insensitive text search. */
                    text?: string;
                    location?: {
                        /**
                         * Format: double
                         * @description Latitude, degrees.
                         */
                        lat: number;
                        /**
                         * Format: double
                         * @description Longitude, degrees.
                         */
                        lng: number;
                        /**
                         * Format: double
                         * @description Metres (great-circle distance); default 100000.
                         * @default 100000
                         */
                        radius?: number;
                    };
                    country_code?: string;
                    /** @description The map viewport; west > east means it spans the antimeridian. */
                    bounds?: {
                        /**
                         * Format: double
                         * @description Latitude, degrees.
                         */
                        north: number;
                        /**
                         * Format: double
                         * @description Latitude, degrees.
                         */
                        south: number;
                        /**
                         * Format: double
                         * @description Longitude, degrees.
                         */
                        east: number;
                        /**
                         * Format: double
                         * @description Longitude, degrees.
                         */
                        west: number;
                    };
                };
                /** @description Case- and accent-insensitive text search. */
                search?: string;
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "name" | "url_name" | "enterprise" | "lat_lng" | "company_types" | "favorites" | "distance")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapCompany"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    searchMarketplaceEmployees: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"lat":64.14,"lng":-21.94}. lat and lng go together. */
                user_location?: {
                    /**
                     * Format: double
                     * @description Latitude, degrees.
                     */
                    lat?: number;
                    /**
                     * Format: double
                     * @description Longitude, degrees.
                     */
                    lng?: number;
                    /**
                     * Format: double
                     * @description Metres (great-circle distance); default 100000.
                     * @default 100000
                     */
                    radius?: number;
                    /** @description ISO 3166-1 alpha-2; else found from lat/lng. */
                    country_code?: string;
                };
                /** @description Case- and accent-insensitive text search. */
                search?: string;
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company_id" | "company" | "name" | "description" | "description_translations" | "image" | "order" | "marketplace" | "event_types" | "distance" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceEmployee"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMarketplaceCompanyEmployees: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"name"}. Default: order, then name. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "name" | "created_at";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description URL-encoded JSON. */
                filter?: {
                    /** @description Employees who perform every one of these event types on the marketplace. */
                    event_types?: string[];
                    /** @description Only these employees. */
                    ids?: string[];
                    /** @description Case- and accent-insensitive text search. */
                    text?: string;
                };
                /**
                 * @deprecated
                 * @description Deprecated: use filter.event_types.
                 */
                event_type_ids?: string[];
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company_id" | "company" | "name" | "description" | "description_translations" | "image" | "order" | "marketplace" | "event_types" | "distance" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceEmployee"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getMarketplaceEmployee: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company_id" | "company" | "name" | "description" | "description_translations" | "image" | "order" | "marketplace" | "event_types" | "distance" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: "company"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
                /** @description An object ID. */
                employee_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceEmployee"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMarketplaceEventTypes: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"employee":"..."}. An unknown employee, space or group is a 404. */
                filter?: {
                    /** @description Only what this employee performs. */
                    employee?: string;
                    /** @description Only what takes place in this space. */
                    space?: string;
                    /** @description Only members of this event type group. */
                    group?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "title" | "duration" | "created_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_type_category" | "event_type_category_group" | "title" | "title_translations" | "description" | "description_translations" | "duration" | "delay" | "beforePause" | "pause" | "afterPause" | "min_guests_per_booking" | "max_guests_per_booking" | "images" | "color" | "variations" | "price_ranges" | "price" | "connections")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description The company id or its url_name. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceEventType"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMarketplaceEventTypeGroups: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "order" | "title" | "created_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "parent_event_type_group" | "title" | "title_translations" | "description" | "description_translations" | "images" | "order" | "is_default_group" | "ordered_event_types")[];
                /** @description Expandable references to return as objects. */
                expand?: "event_types"[];
            };
            header?: never;
            path: {
                /** @description The company id or its url_name. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceEventTypeGroup"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMarketplaceScheduledEvents: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON, e.g. {"from":"2027-03-01T00:00:00Z"}. */
                filter?: {
                    /**
                     * Format: date-time
                     * @description Classes not ended by then (default and earliest: now).
                     */
                    from?: string;
                    /**
                     * Format: date-time
                     * @description Classes starting before then.
                     */
                    to?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "starts_at" | "ends_at" | "name";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "name_translations" | "description" | "description_translations" | "starts_at" | "ends_at" | "allow_cancellation" | "min_cancel_notice_minutes" | "customer_selects_tier" | "booking_success_message" | "booking_success_message_translations" | "location" | "images" | "tiers" | "total_capacity" | "remaining_capacity" | "is_full")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description The company id or its url_name. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceScheduledEvent"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getMarketplaceScheduledEvent: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "name" | "name_translations" | "description" | "description_translations" | "starts_at" | "ends_at" | "allow_cancellation" | "min_cancel_notice_minutes" | "customer_selects_tier" | "booking_success_message" | "booking_success_message_translations" | "location" | "images" | "tiers" | "total_capacity" | "remaining_capacity" | "is_full")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                scheduled_event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceScheduledEvent"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listTimeSlots: {
        parameters: {
            query: {
                /** @description An object ID. */
                employee_id?: string;
                /** @description An object ID. */
                space_id?: string;
                event_type_ids?: string[];
                /** @description An object ID. */
                event_id?: string;
                /** @description Local date YYYY-MM-DD. */
                start_date: string;
                /** @description Local date YYYY-MM-DD. */
                end_date: string;
                capacity?: number;
                time_slot_type?: "available" | "unavailable" | "all";
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("date" | "status" | "slots")[];
                /** @description Expandable references to return as objects. */
                expand?: string[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeSlots"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMultipleTimeSlots: {
        parameters: {
            query: {
                /** @description An object ID. */
                employee_id?: string;
                /** @description An object ID. */
                space_id?: string;
                event_type_ids?: string[];
                /** @description An object ID. */
                event_id?: string;
                /** @description Local date YYYY-MM-DD. */
                start_date: string;
                /** @description Local date YYYY-MM-DD. */
                end_date: string;
                capacity?: number;
                time_slot_type?: "available" | "unavailable" | "all";
                min_capacity?: number;
                max_capacity?: number;
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("event_type" | "time_slots")[];
                /** @description Expandable references to return as objects. */
                expand?: "event_type"[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeWithTimeSlots"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listOpeningHours: {
        parameters: {
            query?: {
                /** @description URL-encoded JSON {"start_date","end_date"}; at most 62 days; default the next 7. */
                filter?: {
                    /** @description Local date YYYY-MM-DD. */
                    start_date?: string;
                    /** @description Local date YYYY-MM-DD. */
                    end_date?: string;
                };
                select?: ("date" | "is_closed" | "intervals")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningHoursOfDay"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createTimeSlotReservation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry for 24 hours: the same key and body replay the first answer; another body is a 422; a retry while the first runs is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company: string;
                    event_types: string[];
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_at: string;
                    /**
                     * Format: int32
                     * @description Party size; default 1.
                     */
                    number_of_guests?: number;
                    /** @description An object ID. */
                    employee?: string;
                    /** @description An object ID. */
                    space?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeSlotReservation"];
                };
            };
            /** @description Refused: `employee_not_available`, `event_type_not_bookable`, `invalid_guest_count`, `invalid_json`, `invalid_request`, `outside_booking_window`, `space_not_available`, `time_slot_not_available`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "create_event_error" | "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "employee_not_available" | "event_type_not_bookable" | "invalid_guest_count" | "invalid_json" | "invalid_request" | "outside_booking_window" | "space_not_available" | "time_slot_not_available";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `idempotency_key_in_use`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "idempotency_key_in_use" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Idempotency key reused with another body: `idempotency_key_reused`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "idempotency_error";
                        /** @enum {string} */
                        code?: "idempotency_key_reused";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMyEvents: {
        parameters: {
            query?: {
                /** @description starts_after inclusive, starts_before exclusive. */
                filter?: {
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_after?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_before?: string;
                    status?: ("confirmed" | "unconfirmed" | "cancelled" | "noshow" | "completed") | ("confirmed" | "unconfirmed" | "cancelled" | "noshow" | "completed")[];
                    /** @description An object ID. */
                    company?: string;
                };
                /** @description URL-encoded JSON, e.g. {"field":"created_at","order":"desc"}. */
                sort?: {
                    /** @enum {string} */
                    field?: "starts_at" | "created_at" | "updated_at";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
                /** @description URL-encoded JSON, e.g. {"limit":20,"offset":40}. limit 1..500 (default 100), offset >= 0. */
                pagination?: {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    offset?: number;
                };
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_types" | "starts_at" | "ends_at" | "employee" | "space" | "resources" | "number_of_guests" | "status" | "origin" | "customer_name" | "email" | "phone_country_code" | "phone_number" | "kennitala" | "license_plate" | "comment" | "booking_question_answers" | "customer" | "marketplace_user" | "time_slot_reservation" | "scheduled_event" | "tier" | "variation" | "price" | "services" | "payment" | "voucher" | "cancelled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("employee" | "space" | "event_types" | "payment")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_types" | "starts_at" | "ends_at" | "employee" | "space" | "resources" | "number_of_guests" | "status" | "origin" | "customer_name" | "email" | "phone_country_code" | "phone_number" | "kennitala" | "license_plate" | "comment" | "booking_question_answers" | "customer" | "marketplace_user" | "time_slot_reservation" | "scheduled_event" | "tier" | "variation" | "price" | "services" | "payment" | "voucher" | "cancelled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("employee" | "space" | "event_types" | "payment")[];
            };
            header?: {
                /** @description Makes the POST safe to retry for 24 hours: the same key and body replay the first answer; another body is a 422; a retry while the first runs is a 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description With time_slot_reservation the reservation fixes company, time, services, party and staff; with scheduled_event, seats of that class are booked (company required, tier/variation optional); else company, event_types and starts_at are required. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description An object ID. */
                    company?: string;
                    event_types?: string[];
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_at?: string;
                    /** @description An object ID. */
                    employee?: string;
                    /** @description An object ID. */
                    space?: string;
                    /**
                     * Format: int32
                     * @description Party size; default 1.
                     */
                    number_of_guests?: number;
                    /** @description An object ID. */
                    time_slot_reservation?: string;
                    /** @description Book seats of this class (then no event_types/starts_at/employee/space). */
                    scheduled_event?: string;
                    /** @description Required when customer_selects_tier; else the first tier with room. */
                    tier?: string;
                    /** @description A variation of the tier; its price is per seat. */
                    variation?: string;
                    /** @description At most one per event type. Without one, an event type is booked at its cheapest variation the caller may choose (marketplace: selectable_in_marketplace) in the company currency. */
                    variations?: {
                        /** @description An object ID. */
                        event_type: string;
                        /** @description An object ID. */
                        variation: string;
                    }[];
                    customer_name: string;
                    email?: string;
                    phone_country_code?: string;
                    phone_number?: string;
                    kennitala?: string;
                    license_plate?: string;
                    comment?: string;
                    booking_question_answers?: {
                        question: string;
                        answer: string;
                    }[];
                    /** @description A voucher code of the company: an amount voucher pays up to its balance, a service voucher one session of its service; given back if the booking is cancelled. Such a booking does not prepay. */
                    voucher?: string;
                    /** @description Pay the booking's whole price up front instead of its prepayment, where the payment settings' optional_full_payment allows it. */
                    pay_in_full?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Refused: `employee_not_available`, `event_type_not_bookable`, `group_size_out_of_range`, `invalid_guest_count`, `invalid_json`, `invalid_request`, `outside_booking_window`, `scheduled_event_full`, `scheduled_event_over`, `space_not_available`, `tier_full`, `time_slot_not_available`, `time_slot_reservation_expired`, `voucher_not_usable`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "create_event_error" | "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "employee_not_available" | "event_type_not_bookable" | "group_size_out_of_range" | "invalid_guest_count" | "invalid_json" | "invalid_request" | "outside_booking_window" | "scheduled_event_full" | "scheduled_event_over" | "space_not_available" | "tier_full" | "time_slot_not_available" | "time_slot_reservation_expired" | "voucher_not_usable";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `idempotency_key_in_use`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "idempotency_key_in_use" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Idempotency key reused with another body: `idempotency_key_reused`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "idempotency_error";
                        /** @enum {string} */
                        code?: "idempotency_key_reused";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_types" | "starts_at" | "ends_at" | "employee" | "space" | "resources" | "number_of_guests" | "status" | "origin" | "customer_name" | "email" | "phone_country_code" | "phone_number" | "kennitala" | "license_plate" | "comment" | "booking_question_answers" | "customer" | "marketplace_user" | "time_slot_reservation" | "scheduled_event" | "tier" | "variation" | "price" | "services" | "payment" | "voucher" | "cancelled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("employee" | "space" | "event_types" | "payment")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: {
                /** @description Only these top-level fields (plus id) in the response. */
                select?: ("id" | "company" | "event_types" | "starts_at" | "ends_at" | "employee" | "space" | "resources" | "number_of_guests" | "status" | "origin" | "customer_name" | "email" | "phone_country_code" | "phone_number" | "kennitala" | "license_plate" | "comment" | "booking_question_answers" | "customer" | "marketplace_user" | "time_slot_reservation" | "scheduled_event" | "tier" | "variation" | "price" | "services" | "payment" | "voucher" | "cancelled_at" | "created_at" | "updated_at")[];
                /** @description Expandable references to return as objects. */
                expand?: ("employee" | "space" | "event_types" | "payment")[];
            };
            header?: never;
            path: {
                /** @description An object ID. */
                event_id: string;
            };
            cookie?: never;
        };
        /** @description Spec rules: without employee/space a new one is chosen at random for a new time; to move between resources or change the party only, pass starts_at with its current value. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601, UTC.
                     */
                    starts_at?: string;
                    /** @description An object ID. */
                    employee?: string;
                    /** @description An object ID. */
                    space?: string;
                    /**
                     * Format: int32
                     * @description Party size; default 1.
                     */
                    number_of_guests?: number;
                    /** @enum {string} */
                    status?: "cancelled";
                    customer_name?: string;
                    email?: string;
                    phone_country_code?: string;
                    phone_number?: string;
                    kennitala?: string;
                    license_plate?: string;
                    comment?: string;
                    booking_question_answers?: {
                        question: string;
                        answer: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Refused: `cancel_not_allowed`, `cancel_too_late`, `employee_not_available`, `event_type_not_bookable`, `group_size_out_of_range`, `invalid_guest_count`, `invalid_json`, `invalid_request`, `outside_booking_window`, `reschedule_not_allowed`, `reschedule_too_late`, `scheduled_event_over`, `space_not_available`, `tier_full`, `time_slot_not_available`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "create_event_error" | "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "cancel_not_allowed" | "cancel_too_late" | "employee_not_available" | "event_type_not_bookable" | "group_size_out_of_range" | "invalid_guest_count" | "invalid_json" | "invalid_request" | "outside_booking_window" | "reschedule_not_allowed" | "reschedule_too_late" | "scheduled_event_over" | "space_not_available" | "tier_full" | "time_slot_not_available";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    sendEventNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                event_id: string;
            };
            cookie?: never;
        };
        /** @description Recipient; default the e-mail of the event. */
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: string;
                        recipient: string;
                        queued: boolean;
                    };
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    validateBookingData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company id or its url_name. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event_types?: string[];
                    /**
                     * Format: int32
                     * @description Party size; default 1.
                     */
                    number_of_guests?: number;
                    /** @description Book seats of this class (then no event_types/starts_at/employee/space). */
                    scheduled_event?: string;
                    /** @description Required when customer_selects_tier; else the first tier with room. */
                    tier?: string;
                    /** @description A variation of the tier; its price is per seat. */
                    variation?: string;
                    /** @description At most one per event type. Without one, an event type is booked at its cheapest variation the caller may choose (marketplace: selectable_in_marketplace) in the company currency. */
                    variations?: {
                        /** @description An object ID. */
                        event_type: string;
                        /** @description An object ID. */
                        variation: string;
                    }[];
                    customer_name?: string;
                    email?: string;
                    phone_country_code?: string;
                    phone_number?: string;
                    kennitala?: string;
                    license_plate?: string;
                    comment?: string;
                    booking_question_answers?: {
                        question: string;
                        answer: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingFlowValidation"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getCheckoutPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutPayment"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    confirmPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An object ID. */
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPayment"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutPayment"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_payment_method`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_payment_method" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Error: `card_declined`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "payment_error";
                        /** @enum {string} */
                        code?: "card_declined";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `payment_expired`, `payment_not_payable`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "payment_expired" | "payment_not_payable" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    listMarketplaceVoucherTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company id or its url_name. */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherTemplate"][];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    buyVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoucherPurchase"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherPurchaseAnswer"];
                };
            };
            /** @description Refused: `invalid_json`, `invalid_payment_method`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error" | "validation_error";
                        /** @enum {string} */
                        code?: "invalid_json" | "invalid_payment_method" | "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Error: `card_declined`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "payment_error";
                        /** @enum {string} */
                        code?: "card_declined";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Conflict: `already_exists`, `concurrent_update`, `still_referenced`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "conflict_error";
                        /** @enum {string} */
                        code?: "already_exists" | "concurrent_update" | "still_referenced";
                    };
                };
            };
            /** @description Body too large: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
    getVoucherBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code, e.g. ABCD-EFGH-JKLM. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherBalance"];
                };
            };
            /** @description Refused: `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "validation_error";
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
            /** @description Not authenticated: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "authentication_error";
                        /** @enum {string} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Not found: `resource_missing`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "not_found_error";
                        /** @enum {string} */
                        code?: "resource_missing";
                    };
                };
            };
            /** @description Error: `path_parameter_too_long`. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "invalid_request_error";
                        /** @enum {string} */
                        code?: "path_parameter_too_long";
                    };
                };
            };
            /** @description Rate limited: `rate_limited`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "rate_limit_error";
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unavailable (the database cannot be reached, or the server sheds load): retry after Retry-After seconds: `database_unavailable`, `overloaded`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        type?: "unavailable_error";
                        /** @enum {string} */
                        code?: "database_unavailable" | "overloaded";
                    };
                };
            };
        };
    };
}
