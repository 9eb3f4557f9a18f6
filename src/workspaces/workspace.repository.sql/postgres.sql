-- Generated from workspace.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- GET /v1/workspaces?limit=20 (every embed)
WITH
  "page" AS (
    SELECT
      "w"."id" AS "id"
    FROM
      "workspace" "w"
    WHERE
      "w"."organization_id" = $1
    ORDER BY
      "w"."created_at" DESC,
      "w"."id" DESC
    LIMIT
      20
  ),
  "custom_field_heads" AS MATERIALIZED (
    SELECT
      f."id" AS id,
      f."type" AS type,
      f."created_at" AS created_at,
      (
        '{"id":' || COALESCE(to_json(f."id")::text, 'null')
        || ',"object":' || '"customField"'
        || ',"url":' || COALESCE(to_json((CAST($2 AS TEXT) || '/v1/custom-fields/' || f."id"))::text, 'null')
        || ',"name":' || COALESCE(to_json(f."name")::text, 'null')
        || ',"variableName":' || COALESCE(to_json(f."variable_name")::text, 'null')
        || ',"type":' || COALESCE(to_json(f."type")::text, 'null')
        || ',"objectType":' || COALESCE(to_json(f."object_type")::text, 'null')
        || ',"options":' || (
          SELECT
            '[' || COALESCE(
              string_agg(
                (
                  '{"index":' || COALESCE(to_json(o."index")::text, 'null')
                  || ',"label":' || COALESCE(to_json(o."label")::text, 'null')
                  || ',"value":' || COALESCE(to_json(o."value")::text, 'null') || '}'
                ),
                ','
                ORDER BY
                  o."index",
                  o.id
              ),
              ''
            ) || ']'
          FROM
            custom_field_option o
          WHERE
            o.custom_field_id = f."id"
        )
        || ',"createdAt":' || COALESCE(to_json(f."created_at")::text, 'null')
        || ',"updatedAt":' || COALESCE(to_json(f."updated_at")::text, 'null') || '}'
      ) AS head
    FROM
      custom_field f
    WHERE
      f."organization_id" = $1
      AND f."object_type" = 'workspace'
  )
SELECT
  (
    SELECT
      '[' || COALESCE(
        string_agg(
          (
            '{"id":' || COALESCE(to_json(w."id")::text, 'null')
            || ',"object":' || '"workspace"'
            || ',"url":' || COALESCE(to_json((CAST($2 AS TEXT) || '/v1/workspaces/' || w."id"))::text, 'null')
            || ',"name":' || COALESCE(to_json(w."name")::text, 'null')
            || ',"workspaceUrl":' || COALESCE(
              to_json(
                CASE
                  WHEN w."published" THEN CAST($3 AS TEXT) || '/' || CAST($4 AS TEXT) || '/' || COALESCE(
                    NULLIF(
                      rtrim(
                        left(
                          btrim(
                            regexp_replace(
                              translate(
                                regexp_replace(normalize(w."name", NFKD), '[\u0300-\u036f]', '', 'g'),
                                'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                                'abcdefghijklmnopqrstuvwxyz'
                              ),
                              '[^a-z0-9]+',
                              '-',
                              'g'
                            ),
                            '-'
                          ),
                          60
                        ),
                        '-'
                      ),
                      ''
                    ),
                    'workspace'
                  ) || '-' || w."id"
                END
              )::text,
              'null'
            )
            || ',"templateId":' || COALESCE(to_json(w."template_id")::text, 'null')
            || ',"published":' || COALESCE(to_json(w."published")::text, 'null')
            || ',"accountId":' || COALESCE(to_json(w."account_id")::text, 'null')
            || ',"dealId":' || COALESCE(to_json(w."deal_id")::text, 'null')
            || ',"startDate":' || COALESCE(to_json(w."start_date")::text, 'null')
            || ',"targetEndDate":' || COALESCE(to_json(w."target_end_date")::text, 'null')
            || ',"actualEndDate":' || COALESCE(to_json(w."actual_end_date")::text, 'null')
            || ',"projectAge":' || COALESCE(
              to_json(
                GREATEST(
                  0,
                  floor(
                    extract(
                      epoch
                      FROM
                        (CAST($5 AS timestamp) - CAST(COALESCE(w."start_date", w."created_at") AS timestamp))
                    ) / 86400
                  )
                )::integer
              )::text,
              'null'
            )
            || ',"taskProgress":' || COALESCE(to_json(CAST(w."task_progress" AS TEXT))::text, 'null')
            || ',"lastContactView":' || COALESCE(to_json((substr(w."last_contact_view", 1, 19) || 'Z'))::text, 'null')
            || ',"totalViews":' || COALESCE(to_json(w."total_views")::text, 'null')
            || ',"uniqueViewers":' || COALESCE(to_json(w."unique_viewers")::text, 'null')
            || ',"totalActions":' || COALESCE(to_json(w."total_actions")::text, 'null')
            || ',"totalTimeSpent":' || COALESCE(to_json(w."total_time_spent")::text, 'null')
            || ',"contactsCount":' || COALESCE(to_json(w."contacts_count")::text, 'null')
            || ',"shareSetting":' || COALESCE(to_json(w."share_setting")::text, 'null')
            || ',"googleVerificationEnabled":' || COALESCE(to_json(w."google_verification_enabled")::text, 'null')
            || ',"magicLinkVerificationEnabled":' || COALESCE(to_json(w."magic_link_verification_enabled")::text, 'null')
            || ',"welcomePageCta":' || COALESCE(to_json(w."welcome_page_cta")::text, 'null')
            || ',"welcomePageText":' || COALESCE(to_json(w."welcome_page_text")::text, 'null')
            || ',"messagesEnabled":' || COALESCE(to_json(w."messages_enabled")::text, 'null')
            || ',"chatChannelEnabled":' || COALESCE(to_json(w."chat_channel_enabled")::text, 'null')
            || ',"workspaceUsers":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      '{"id":' || COALESCE(to_json(wu."id")::text, 'null')
                      || ',"role":' || COALESCE(to_json(wu."role")::text, 'null')
                      || ',"workspaceId":' || COALESCE(to_json(wu."workspace_id")::text, 'null')
                      || ',"user":' || (
                        '{"id":' || COALESCE(to_json(u."id")::text, 'null')
                        || ',"object":' || '"user"'
                        || ',"url":' || COALESCE(to_json((CAST($2 AS TEXT) || '/v1/users/' || u."id"))::text, 'null')
                        || ',"firstName":' || COALESCE(to_json(u."first_name")::text, 'null')
                        || ',"lastName":' || COALESCE(to_json(u."last_name")::text, 'null')
                        || ',"avatar":' || COALESCE(to_json(u."avatar")::text, 'null')
                        || ',"email":' || COALESCE(to_json(u."email")::text, 'null')
                        || ',"name":' || COALESCE(
                          to_json(
                            CASE
                              WHEN u."name" <> '' THEN u."name"
                              ELSE COALESCE(
                                NULLIF(
                                  concat_ws(
                                    ' ',
                                    CASE
                                      WHEN btrim(u."first_name", '
') <> '' THEN u."first_name"
                                    END,
                                    CASE
                                      WHEN btrim(u."last_name", '
') <> '' THEN u."last_name"
                                    END
                                  ),
                                  ''
                                ),
                                split_part(u."email", '@', 1)
                              )
                            END
                          )::text,
                          'null'
                        )
                        || ',"createdAt":' || COALESCE(to_json(u."created_at")::text, 'null')
                        || ',"updatedAt":' || COALESCE(to_json(u."updated_at")::text, 'null') || '}'
                      )
                      || ',"createdAt":' || COALESCE(to_json(wu."created_at")::text, 'null')
                      || ',"updatedAt":' || COALESCE(to_json(wu."updated_at")::text, 'null') || '}'
                    ),
                    ','
                    ORDER BY
                      wu.created_at,
                      wu.id
                  ),
                  ''
                ) || ']'
              FROM
                workspace_user wu
                INNER JOIN app_user u ON u.id = wu.user_id
              WHERE
                wu.workspace_id = w.id
            )
            || ',"workspaceDomains":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      '{"id":' || COALESCE(to_json(wd."id")::text, 'null')
                      || ',"role":' || COALESCE(to_json(wd."role")::text, 'null')
                      || ',"domain":' || COALESCE(to_json(wd."domain")::text, 'null')
                      || ',"workspaceId":' || COALESCE(to_json(wd."workspace_id")::text, 'null')
                      || ',"createdAt":' || COALESCE(to_json(wd."created_at")::text, 'null')
                      || ',"updatedAt":' || COALESCE(to_json(wd."updated_at")::text, 'null') || '}'
                    ),
                    ','
                    ORDER BY
                      wd.created_at,
                      wd.id
                  ),
                  ''
                ) || ']'
              FROM
                workspace_domain wd
              WHERE
                wd.workspace_id = w.id
            )
            || ',"account":' || COALESCE(
              (
                SELECT
                  (
                    '{"id":' || COALESCE(to_json(a."id")::text, 'null')
                    || ',"object":' || '"account"'
                    || ',"url":' || COALESCE(to_json((CAST($2 AS TEXT) || '/v1/accounts/' || a."id"))::text, 'null')
                    || ',"name":' || COALESCE(to_json(a."name")::text, 'null')
                    || ',"website":' || COALESCE(to_json(a."website")::text, 'null')
                    || ',"ownerId":' || COALESCE(to_json(a."owner_id")::text, 'null')
                    || ',"logo":' || COALESCE(to_json(a."logo")::text, 'null')
                    || ',"crmAAccountId":' || COALESCE(to_json(a."crm_a_account_id")::text, 'null')
                    || ',"crmBCompanyId":' || COALESCE(to_json(a."crm_b_company_id")::text, 'null')
                    || ',"createdAt":' || COALESCE(to_json(a."created_at")::text, 'null')
                    || ',"updatedAt":' || COALESCE(to_json(a."updated_at")::text, 'null') || '}'
                  )
                FROM
                  account a
                WHERE
                  a.id = w.account_id
                  AND a.organization_id = w.organization_id
              ),
              'null'
            )
            || ',"deal":' || COALESCE(
              (
                SELECT
                  (
                    '{"id":' || COALESCE(to_json(dl."id")::text, 'null')
                    || ',"object":' || '"deal"'
                    || ',"url":' || COALESCE(to_json((CAST($2 AS TEXT) || '/v1/deals/' || dl."id"))::text, 'null')
                    || ',"crmBDealId":' || COALESCE(to_json(dl."crm_b_deal_id")::text, 'null')
                    || ',"crmAOpportunityId":' || COALESCE(to_json(dl."crm_a_opportunity_id")::text, 'null')
                    || ',"createdDate":' || COALESCE(to_json((substr(dl."created_date", 1, 19) || 'Z'))::text, 'null')
                    || ',"closeDate":' || COALESCE(to_json((substr(dl."close_date", 1, 19) || 'Z'))::text, 'null')
                    || ',"name":' || COALESCE(to_json(dl."name")::text, 'null')
                    || ',"amount":' || COALESCE(to_json(dl."amount")::text, 'null')
                    || ',"type":' || COALESCE(to_json(dl."type")::text, 'null')
                    || ',"stage":' || COALESCE(to_json(dl."stage")::text, 'null')
                    || ',"createdAt":' || COALESCE(to_json(dl."created_at")::text, 'null')
                    || ',"updatedAt":' || COALESCE(to_json(dl."updated_at")::text, 'null') || '}'
                  )
                FROM
                  deal dl
                WHERE
                  dl.id = w.deal_id
                  AND dl.organization_id = w.organization_id
              ),
              'null'
            )
            || ',"customFields":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      left(f.head, -1)
                      || ',"value":' || COALESCE(
                        to_json(
                          CASE
                            WHEN v."value" IS NULL THEN NULL
                            WHEN f.type IN ('dropdownSelect', 'radioSelect') THEN COALESCE(
                              (
                                SELECT
                                  o.label
                                FROM
                                  custom_field_option o
                                WHERE
                                  o.custom_field_id = f.id
                                  AND o.value = v."value"
                                ORDER BY
                                  o."index",
                                  o.id
                                LIMIT
                                  1
                              ),
                              v."value"
                            )
                            WHEN f.type = 'multiCheckboxes' THEN COALESCE(
                              (
                                SELECT
                                  string_agg(
                                    t.label,
                                    ', '
                                    ORDER BY
                                      t.k1,
                                      t.k2,
                                      t.k3
                                  )
                                FROM
                                  (
                                    SELECT
                                      o.label AS label,
                                      0 AS k1,
                                      o."index" AS k2,
                                      o.id AS k3
                                    FROM
                                      custom_field_option o
                                    WHERE
                                      o.custom_field_id = f.id
                                      AND o.value IN (
                                        SELECT
                                          e.value
                                        FROM
                                          json_array_elements_text((v."value")::json) WITH ORDINALITY e (value, position)
                                      )
                                    UNION ALL
                                    SELECT
                                      e.value,
                                      1,
                                      min(e.position),
                                      ''
                                    FROM
                                      json_array_elements_text((v."value")::json) WITH ORDINALITY e (value, position)
                                    WHERE
                                      NOT EXISTS (
                                        SELECT
                                          1
                                        FROM
                                          custom_field_option o
                                        WHERE
                                          o.custom_field_id = f.id
                                          AND o.value = e.value
                                      )
                                    GROUP BY
                                      e.value
                                  ) t
                              ),
                              ''
                            )
                            ELSE v."value"
                          END
                        )::text,
                        'null'
                      ) || '}'
                    ),
                    ','
                    ORDER BY
                      f.created_at,
                      f.id
                  ),
                  ''
                ) || ']'
              FROM
                "custom_field_heads" f
                LEFT JOIN custom_field_value v ON v.custom_field_id = f.id
                AND v.object_id = w.id
                AND v.object_type = 'workspace'
                AND v.organization_id = w.organization_id
            )
            || ',"createdAt":' || COALESCE(to_json(w."created_at")::text, 'null')
            || ',"updatedAt":' || COALESCE(to_json(w."updated_at")::text, 'null') || '}'
          ),
          ','
          ORDER BY
            w.created_at DESC,
            w.id DESC
        ),
        ''
      ) || ']'
    FROM
      "page"
      INNER JOIN "workspace" w ON w.id = "page".id
  ) AS "rows",
  (
    SELECT
      count(*)
    FROM
      "page"
  ) AS "count";

-- GET /v1/workspaces?limit=20&properties=name,account.name
WITH
  "page" AS (
    SELECT
      "w"."id" AS "id"
    FROM
      "workspace" "w"
    WHERE
      "w"."organization_id" = $1
    ORDER BY
      "w"."created_at" DESC,
      "w"."id" DESC
    LIMIT
      20
  )
SELECT
  (
    SELECT
      '[' || COALESCE(
        string_agg(
          (
            '{"id":' || COALESCE(to_json(w."id")::text, 'null')
            || ',"object":' || '"workspace"'
            || ',"url":' || COALESCE(to_json((CAST($2 AS TEXT) || '/v1/workspaces/' || w."id"))::text, 'null')
            || ',"name":' || COALESCE(to_json(w."name")::text, 'null')
            || ',"workspaceUrl":' || COALESCE(
              to_json(
                CASE
                  WHEN w."published" THEN CAST($3 AS TEXT) || '/' || CAST($4 AS TEXT) || '/' || COALESCE(
                    NULLIF(
                      rtrim(
                        left(
                          btrim(
                            regexp_replace(
                              translate(
                                regexp_replace(normalize(w."name", NFKD), '[\u0300-\u036f]', '', 'g'),
                                'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                                'abcdefghijklmnopqrstuvwxyz'
                              ),
                              '[^a-z0-9]+',
                              '-',
                              'g'
                            ),
                            '-'
                          ),
                          60
                        ),
                        '-'
                      ),
                      ''
                    ),
                    'workspace'
                  ) || '-' || w."id"
                END
              )::text,
              'null'
            )
            || ',"templateId":' || COALESCE(to_json(w."template_id")::text, 'null')
            || ',"published":' || COALESCE(to_json(w."published")::text, 'null')
            || ',"accountId":' || COALESCE(to_json(w."account_id")::text, 'null')
            || ',"dealId":' || COALESCE(to_json(w."deal_id")::text, 'null')
            || ',"startDate":' || COALESCE(to_json(w."start_date")::text, 'null')
            || ',"targetEndDate":' || COALESCE(to_json(w."target_end_date")::text, 'null')
            || ',"actualEndDate":' || COALESCE(to_json(w."actual_end_date")::text, 'null')
            || ',"projectAge":' || COALESCE(
              to_json(
                GREATEST(
                  0,
                  floor(
                    extract(
                      epoch
                      FROM
                        (CAST($5 AS timestamp) - CAST(COALESCE(w."start_date", w."created_at") AS timestamp))
                    ) / 86400
                  )
                )::integer
              )::text,
              'null'
            )
            || ',"taskProgress":' || COALESCE(to_json(CAST(w."task_progress" AS TEXT))::text, 'null')
            || ',"lastContactView":' || COALESCE(to_json((substr(w."last_contact_view", 1, 19) || 'Z'))::text, 'null')
            || ',"totalViews":' || COALESCE(to_json(w."total_views")::text, 'null')
            || ',"uniqueViewers":' || COALESCE(to_json(w."unique_viewers")::text, 'null')
            || ',"totalActions":' || COALESCE(to_json(w."total_actions")::text, 'null')
            || ',"totalTimeSpent":' || COALESCE(to_json(w."total_time_spent")::text, 'null')
            || ',"contactsCount":' || COALESCE(to_json(w."contacts_count")::text, 'null')
            || ',"shareSetting":' || COALESCE(to_json(w."share_setting")::text, 'null')
            || ',"googleVerificationEnabled":' || COALESCE(to_json(w."google_verification_enabled")::text, 'null')
            || ',"magicLinkVerificationEnabled":' || COALESCE(to_json(w."magic_link_verification_enabled")::text, 'null')
            || ',"welcomePageCta":' || COALESCE(to_json(w."welcome_page_cta")::text, 'null')
            || ',"welcomePageText":' || COALESCE(to_json(w."welcome_page_text")::text, 'null')
            || ',"messagesEnabled":' || COALESCE(to_json(w."messages_enabled")::text, 'null')
            || ',"chatChannelEnabled":' || COALESCE(to_json(w."chat_channel_enabled")::text, 'null')
            || ',"account":' || COALESCE(
              (
                SELECT
                  (
                    '{"id":' || COALESCE(to_json(a."id")::text, 'null')
                    || ',"object":' || '"account"'
                    || ',"url":' || COALESCE(to_json((CAST($2 AS TEXT) || '/v1/accounts/' || a."id"))::text, 'null')
                    || ',"name":' || COALESCE(to_json(a."name")::text, 'null')
                    || ',"website":' || COALESCE(to_json(a."website")::text, 'null')
                    || ',"ownerId":' || COALESCE(to_json(a."owner_id")::text, 'null')
                    || ',"logo":' || COALESCE(to_json(a."logo")::text, 'null')
                    || ',"crmAAccountId":' || COALESCE(to_json(a."crm_a_account_id")::text, 'null')
                    || ',"crmBCompanyId":' || COALESCE(to_json(a."crm_b_company_id")::text, 'null')
                    || ',"createdAt":' || COALESCE(to_json(a."created_at")::text, 'null')
                    || ',"updatedAt":' || COALESCE(to_json(a."updated_at")::text, 'null') || '}'
                  )
                FROM
                  account a
                WHERE
                  a.id = w.account_id
                  AND a.organization_id = w.organization_id
              ),
              'null'
            )
            || ',"createdAt":' || COALESCE(to_json(w."created_at")::text, 'null')
            || ',"updatedAt":' || COALESCE(to_json(w."updated_at")::text, 'null') || '}'
          ),
          ','
          ORDER BY
            w.created_at DESC,
            w.id DESC
        ),
        ''
      ) || ']'
    FROM
      "page"
      INNER JOIN "workspace" w ON w.id = "page".id
  ) AS "rows",
  (
    SELECT
      count(*)
    FROM
      "page"
  ) AS "count";

-- A page in the older half, read from the oldest end (page 40 of 50)
WITH
  "page" AS (
    SELECT
      "w"."id" AS "id"
    FROM
      "workspace" "w"
    WHERE
      "w"."organization_id" = $1
    ORDER BY
      "w"."created_at" ASC,
      "w"."id" ASC
    LIMIT
      20
    OFFSET
      $2
  ),
  "custom_field_heads" AS MATERIALIZED (
    SELECT
      f."id" AS id,
      f."type" AS type,
      f."created_at" AS created_at,
      (
        '{"id":' || COALESCE(to_json(f."id")::text, 'null')
        || ',"object":' || '"customField"'
        || ',"url":' || COALESCE(to_json((CAST($3 AS TEXT) || '/v1/custom-fields/' || f."id"))::text, 'null')
        || ',"name":' || COALESCE(to_json(f."name")::text, 'null')
        || ',"variableName":' || COALESCE(to_json(f."variable_name")::text, 'null')
        || ',"type":' || COALESCE(to_json(f."type")::text, 'null')
        || ',"objectType":' || COALESCE(to_json(f."object_type")::text, 'null')
        || ',"options":' || (
          SELECT
            '[' || COALESCE(
              string_agg(
                (
                  '{"index":' || COALESCE(to_json(o."index")::text, 'null')
                  || ',"label":' || COALESCE(to_json(o."label")::text, 'null')
                  || ',"value":' || COALESCE(to_json(o."value")::text, 'null') || '}'
                ),
                ','
                ORDER BY
                  o."index",
                  o.id
              ),
              ''
            ) || ']'
          FROM
            custom_field_option o
          WHERE
            o.custom_field_id = f."id"
        )
        || ',"createdAt":' || COALESCE(to_json(f."created_at")::text, 'null')
        || ',"updatedAt":' || COALESCE(to_json(f."updated_at")::text, 'null') || '}'
      ) AS head
    FROM
      custom_field f
    WHERE
      f."organization_id" = $1
      AND f."object_type" = 'workspace'
  )
SELECT
  (
    SELECT
      '[' || COALESCE(
        string_agg(
          (
            '{"id":' || COALESCE(to_json(w."id")::text, 'null')
            || ',"object":' || '"workspace"'
            || ',"url":' || COALESCE(to_json((CAST($3 AS TEXT) || '/v1/workspaces/' || w."id"))::text, 'null')
            || ',"name":' || COALESCE(to_json(w."name")::text, 'null')
            || ',"workspaceUrl":' || COALESCE(
              to_json(
                CASE
                  WHEN w."published" THEN CAST($4 AS TEXT) || '/' || CAST($5 AS TEXT) || '/' || COALESCE(
                    NULLIF(
                      rtrim(
                        left(
                          btrim(
                            regexp_replace(
                              translate(
                                regexp_replace(normalize(w."name", NFKD), '[\u0300-\u036f]', '', 'g'),
                                'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                                'abcdefghijklmnopqrstuvwxyz'
                              ),
                              '[^a-z0-9]+',
                              '-',
                              'g'
                            ),
                            '-'
                          ),
                          60
                        ),
                        '-'
                      ),
                      ''
                    ),
                    'workspace'
                  ) || '-' || w."id"
                END
              )::text,
              'null'
            )
            || ',"templateId":' || COALESCE(to_json(w."template_id")::text, 'null')
            || ',"published":' || COALESCE(to_json(w."published")::text, 'null')
            || ',"accountId":' || COALESCE(to_json(w."account_id")::text, 'null')
            || ',"dealId":' || COALESCE(to_json(w."deal_id")::text, 'null')
            || ',"startDate":' || COALESCE(to_json(w."start_date")::text, 'null')
            || ',"targetEndDate":' || COALESCE(to_json(w."target_end_date")::text, 'null')
            || ',"actualEndDate":' || COALESCE(to_json(w."actual_end_date")::text, 'null')
            || ',"projectAge":' || COALESCE(
              to_json(
                GREATEST(
                  0,
                  floor(
                    extract(
                      epoch
                      FROM
                        (CAST($6 AS timestamp) - CAST(COALESCE(w."start_date", w."created_at") AS timestamp))
                    ) / 86400
                  )
                )::integer
              )::text,
              'null'
            )
            || ',"taskProgress":' || COALESCE(to_json(CAST(w."task_progress" AS TEXT))::text, 'null')
            || ',"lastContactView":' || COALESCE(to_json((substr(w."last_contact_view", 1, 19) || 'Z'))::text, 'null')
            || ',"totalViews":' || COALESCE(to_json(w."total_views")::text, 'null')
            || ',"uniqueViewers":' || COALESCE(to_json(w."unique_viewers")::text, 'null')
            || ',"totalActions":' || COALESCE(to_json(w."total_actions")::text, 'null')
            || ',"totalTimeSpent":' || COALESCE(to_json(w."total_time_spent")::text, 'null')
            || ',"contactsCount":' || COALESCE(to_json(w."contacts_count")::text, 'null')
            || ',"shareSetting":' || COALESCE(to_json(w."share_setting")::text, 'null')
            || ',"googleVerificationEnabled":' || COALESCE(to_json(w."google_verification_enabled")::text, 'null')
            || ',"magicLinkVerificationEnabled":' || COALESCE(to_json(w."magic_link_verification_enabled")::text, 'null')
            || ',"welcomePageCta":' || COALESCE(to_json(w."welcome_page_cta")::text, 'null')
            || ',"welcomePageText":' || COALESCE(to_json(w."welcome_page_text")::text, 'null')
            || ',"messagesEnabled":' || COALESCE(to_json(w."messages_enabled")::text, 'null')
            || ',"chatChannelEnabled":' || COALESCE(to_json(w."chat_channel_enabled")::text, 'null')
            || ',"workspaceUsers":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      '{"id":' || COALESCE(to_json(wu."id")::text, 'null')
                      || ',"role":' || COALESCE(to_json(wu."role")::text, 'null')
                      || ',"workspaceId":' || COALESCE(to_json(wu."workspace_id")::text, 'null')
                      || ',"user":' || (
                        '{"id":' || COALESCE(to_json(u."id")::text, 'null')
                        || ',"object":' || '"user"'
                        || ',"url":' || COALESCE(to_json((CAST($3 AS TEXT) || '/v1/users/' || u."id"))::text, 'null')
                        || ',"firstName":' || COALESCE(to_json(u."first_name")::text, 'null')
                        || ',"lastName":' || COALESCE(to_json(u."last_name")::text, 'null')
                        || ',"avatar":' || COALESCE(to_json(u."avatar")::text, 'null')
                        || ',"email":' || COALESCE(to_json(u."email")::text, 'null')
                        || ',"name":' || COALESCE(
                          to_json(
                            CASE
                              WHEN u."name" <> '' THEN u."name"
                              ELSE COALESCE(
                                NULLIF(
                                  concat_ws(
                                    ' ',
                                    CASE
                                      WHEN btrim(u."first_name", '
') <> '' THEN u."first_name"
                                    END,
                                    CASE
                                      WHEN btrim(u."last_name", '
') <> '' THEN u."last_name"
                                    END
                                  ),
                                  ''
                                ),
                                split_part(u."email", '@', 1)
                              )
                            END
                          )::text,
                          'null'
                        )
                        || ',"createdAt":' || COALESCE(to_json(u."created_at")::text, 'null')
                        || ',"updatedAt":' || COALESCE(to_json(u."updated_at")::text, 'null') || '}'
                      )
                      || ',"createdAt":' || COALESCE(to_json(wu."created_at")::text, 'null')
                      || ',"updatedAt":' || COALESCE(to_json(wu."updated_at")::text, 'null') || '}'
                    ),
                    ','
                    ORDER BY
                      wu.created_at,
                      wu.id
                  ),
                  ''
                ) || ']'
              FROM
                workspace_user wu
                INNER JOIN app_user u ON u.id = wu.user_id
              WHERE
                wu.workspace_id = w.id
            )
            || ',"workspaceDomains":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      '{"id":' || COALESCE(to_json(wd."id")::text, 'null')
                      || ',"role":' || COALESCE(to_json(wd."role")::text, 'null')
                      || ',"domain":' || COALESCE(to_json(wd."domain")::text, 'null')
                      || ',"workspaceId":' || COALESCE(to_json(wd."workspace_id")::text, 'null')
                      || ',"createdAt":' || COALESCE(to_json(wd."created_at")::text, 'null')
                      || ',"updatedAt":' || COALESCE(to_json(wd."updated_at")::text, 'null') || '}'
                    ),
                    ','
                    ORDER BY
                      wd.created_at,
                      wd.id
                  ),
                  ''
                ) || ']'
              FROM
                workspace_domain wd
              WHERE
                wd.workspace_id = w.id
            )
            || ',"account":' || COALESCE(
              (
                SELECT
                  (
                    '{"id":' || COALESCE(to_json(a."id")::text, 'null')
                    || ',"object":' || '"account"'
                    || ',"url":' || COALESCE(to_json((CAST($3 AS TEXT) || '/v1/accounts/' || a."id"))::text, 'null')
                    || ',"name":' || COALESCE(to_json(a."name")::text, 'null')
                    || ',"website":' || COALESCE(to_json(a."website")::text, 'null')
                    || ',"ownerId":' || COALESCE(to_json(a."owner_id")::text, 'null')
                    || ',"logo":' || COALESCE(to_json(a."logo")::text, 'null')
                    || ',"crmAAccountId":' || COALESCE(to_json(a."crm_a_account_id")::text, 'null')
                    || ',"crmBCompanyId":' || COALESCE(to_json(a."crm_b_company_id")::text, 'null')
                    || ',"createdAt":' || COALESCE(to_json(a."created_at")::text, 'null')
                    || ',"updatedAt":' || COALESCE(to_json(a."updated_at")::text, 'null') || '}'
                  )
                FROM
                  account a
                WHERE
                  a.id = w.account_id
                  AND a.organization_id = w.organization_id
              ),
              'null'
            )
            || ',"deal":' || COALESCE(
              (
                SELECT
                  (
                    '{"id":' || COALESCE(to_json(dl."id")::text, 'null')
                    || ',"object":' || '"deal"'
                    || ',"url":' || COALESCE(to_json((CAST($3 AS TEXT) || '/v1/deals/' || dl."id"))::text, 'null')
                    || ',"crmBDealId":' || COALESCE(to_json(dl."crm_b_deal_id")::text, 'null')
                    || ',"crmAOpportunityId":' || COALESCE(to_json(dl."crm_a_opportunity_id")::text, 'null')
                    || ',"createdDate":' || COALESCE(to_json((substr(dl."created_date", 1, 19) || 'Z'))::text, 'null')
                    || ',"closeDate":' || COALESCE(to_json((substr(dl."close_date", 1, 19) || 'Z'))::text, 'null')
                    || ',"name":' || COALESCE(to_json(dl."name")::text, 'null')
                    || ',"amount":' || COALESCE(to_json(dl."amount")::text, 'null')
                    || ',"type":' || COALESCE(to_json(dl."type")::text, 'null')
                    || ',"stage":' || COALESCE(to_json(dl."stage")::text, 'null')
                    || ',"createdAt":' || COALESCE(to_json(dl."created_at")::text, 'null')
                    || ',"updatedAt":' || COALESCE(to_json(dl."updated_at")::text, 'null') || '}'
                  )
                FROM
                  deal dl
                WHERE
                  dl.id = w.deal_id
                  AND dl.organization_id = w.organization_id
              ),
              'null'
            )
            || ',"customFields":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      left(f.head, -1)
                      || ',"value":' || COALESCE(
                        to_json(
                          CASE
                            WHEN v."value" IS NULL THEN NULL
                            WHEN f.type IN ('dropdownSelect', 'radioSelect') THEN COALESCE(
                              (
                                SELECT
                                  o.label
                                FROM
                                  custom_field_option o
                                WHERE
                                  o.custom_field_id = f.id
                                  AND o.value = v."value"
                                ORDER BY
                                  o."index",
                                  o.id
                                LIMIT
                                  1
                              ),
                              v."value"
                            )
                            WHEN f.type = 'multiCheckboxes' THEN COALESCE(
                              (
                                SELECT
                                  string_agg(
                                    t.label,
                                    ', '
                                    ORDER BY
                                      t.k1,
                                      t.k2,
                                      t.k3
                                  )
                                FROM
                                  (
                                    SELECT
                                      o.label AS label,
                                      0 AS k1,
                                      o."index" AS k2,
                                      o.id AS k3
                                    FROM
                                      custom_field_option o
                                    WHERE
                                      o.custom_field_id = f.id
                                      AND o.value IN (
                                        SELECT
                                          e.value
                                        FROM
                                          json_array_elements_text((v."value")::json) WITH ORDINALITY e (value, position)
                                      )
                                    UNION ALL
                                    SELECT
                                      e.value,
                                      1,
                                      min(e.position),
                                      ''
                                    FROM
                                      json_array_elements_text((v."value")::json) WITH ORDINALITY e (value, position)
                                    WHERE
                                      NOT EXISTS (
                                        SELECT
                                          1
                                        FROM
                                          custom_field_option o
                                        WHERE
                                          o.custom_field_id = f.id
                                          AND o.value = e.value
                                      )
                                    GROUP BY
                                      e.value
                                  ) t
                              ),
                              ''
                            )
                            ELSE v."value"
                          END
                        )::text,
                        'null'
                      ) || '}'
                    ),
                    ','
                    ORDER BY
                      f.created_at,
                      f.id
                  ),
                  ''
                ) || ']'
              FROM
                "custom_field_heads" f
                LEFT JOIN custom_field_value v ON v.custom_field_id = f.id
                AND v.object_id = w.id
                AND v.object_type = 'workspace'
                AND v.organization_id = w.organization_id
            )
            || ',"createdAt":' || COALESCE(to_json(w."created_at")::text, 'null')
            || ',"updatedAt":' || COALESCE(to_json(w."updated_at")::text, 'null') || '}'
          ),
          ','
          ORDER BY
            w.created_at DESC,
            w.id DESC
        ),
        ''
      ) || ']'
    FROM
      "page"
      INNER JOIN "workspace" w ON w.id = "page".id
  ) AS "rows",
  (
    SELECT
      count(*)
    FROM
      "page"
  ) AS "count";

-- Every filter at once
WITH
  "page" AS (
    SELECT
      "w"."id" AS "id"
    FROM
      "workspace" "w"
    WHERE
      "w"."organization_id" = $1
      AND LOWER("w"."name") LIKE LOWER($2) ESCAPE '\'
      AND "w"."account_id" = $3
      AND "w"."deal_id" = $4
      AND "w"."template_id" = $5
      AND "w"."published" = $6
      AND EXISTS (
        SELECT
          1
        FROM
          workspace_user wu
          INNER JOIN app_user u ON u.id = wu.user_id
        WHERE
          wu.workspace_id = "w"."id"
          AND u.email = $7
      )
      AND EXISTS (
        SELECT
          1
        FROM
          workspace_domain wd
        WHERE
          wd.workspace_id = "w"."id"
          AND wd.domain = $8
      )
      AND "w"."created_at" > $9
      AND "w"."updated_at" < $10
    ORDER BY
      "w"."created_at" DESC,
      "w"."id" DESC
    LIMIT
      20
    OFFSET
      $11
  ),
  "custom_field_heads" AS MATERIALIZED (
    SELECT
      f."id" AS id,
      f."type" AS type,
      f."created_at" AS created_at,
      (
        '{"id":' || COALESCE(to_json(f."id")::text, 'null')
        || ',"object":' || '"customField"'
        || ',"url":' || COALESCE(to_json((CAST($12 AS TEXT) || '/v1/custom-fields/' || f."id"))::text, 'null')
        || ',"name":' || COALESCE(to_json(f."name")::text, 'null')
        || ',"variableName":' || COALESCE(to_json(f."variable_name")::text, 'null')
        || ',"type":' || COALESCE(to_json(f."type")::text, 'null')
        || ',"objectType":' || COALESCE(to_json(f."object_type")::text, 'null')
        || ',"options":' || (
          SELECT
            '[' || COALESCE(
              string_agg(
                (
                  '{"index":' || COALESCE(to_json(o."index")::text, 'null')
                  || ',"label":' || COALESCE(to_json(o."label")::text, 'null')
                  || ',"value":' || COALESCE(to_json(o."value")::text, 'null') || '}'
                ),
                ','
                ORDER BY
                  o."index",
                  o.id
              ),
              ''
            ) || ']'
          FROM
            custom_field_option o
          WHERE
            o.custom_field_id = f."id"
        )
        || ',"createdAt":' || COALESCE(to_json(f."created_at")::text, 'null')
        || ',"updatedAt":' || COALESCE(to_json(f."updated_at")::text, 'null') || '}'
      ) AS head
    FROM
      custom_field f
    WHERE
      f."organization_id" = $1
      AND f."object_type" = 'workspace'
  )
SELECT
  (
    SELECT
      '[' || COALESCE(
        string_agg(
          (
            '{"id":' || COALESCE(to_json(w."id")::text, 'null')
            || ',"object":' || '"workspace"'
            || ',"url":' || COALESCE(to_json((CAST($12 AS TEXT) || '/v1/workspaces/' || w."id"))::text, 'null')
            || ',"name":' || COALESCE(to_json(w."name")::text, 'null')
            || ',"workspaceUrl":' || COALESCE(
              to_json(
                CASE
                  WHEN w."published" THEN CAST($13 AS TEXT) || '/' || CAST($14 AS TEXT) || '/' || COALESCE(
                    NULLIF(
                      rtrim(
                        left(
                          btrim(
                            regexp_replace(
                              translate(
                                regexp_replace(normalize(w."name", NFKD), '[\u0300-\u036f]', '', 'g'),
                                'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                                'abcdefghijklmnopqrstuvwxyz'
                              ),
                              '[^a-z0-9]+',
                              '-',
                              'g'
                            ),
                            '-'
                          ),
                          60
                        ),
                        '-'
                      ),
                      ''
                    ),
                    'workspace'
                  ) || '-' || w."id"
                END
              )::text,
              'null'
            )
            || ',"templateId":' || COALESCE(to_json(w."template_id")::text, 'null')
            || ',"published":' || COALESCE(to_json(w."published")::text, 'null')
            || ',"accountId":' || COALESCE(to_json(w."account_id")::text, 'null')
            || ',"dealId":' || COALESCE(to_json(w."deal_id")::text, 'null')
            || ',"startDate":' || COALESCE(to_json(w."start_date")::text, 'null')
            || ',"targetEndDate":' || COALESCE(to_json(w."target_end_date")::text, 'null')
            || ',"actualEndDate":' || COALESCE(to_json(w."actual_end_date")::text, 'null')
            || ',"projectAge":' || COALESCE(
              to_json(
                GREATEST(
                  0,
                  floor(
                    extract(
                      epoch
                      FROM
                        (CAST($15 AS timestamp) - CAST(COALESCE(w."start_date", w."created_at") AS timestamp))
                    ) / 86400
                  )
                )::integer
              )::text,
              'null'
            )
            || ',"taskProgress":' || COALESCE(to_json(CAST(w."task_progress" AS TEXT))::text, 'null')
            || ',"lastContactView":' || COALESCE(to_json((substr(w."last_contact_view", 1, 19) || 'Z'))::text, 'null')
            || ',"totalViews":' || COALESCE(to_json(w."total_views")::text, 'null')
            || ',"uniqueViewers":' || COALESCE(to_json(w."unique_viewers")::text, 'null')
            || ',"totalActions":' || COALESCE(to_json(w."total_actions")::text, 'null')
            || ',"totalTimeSpent":' || COALESCE(to_json(w."total_time_spent")::text, 'null')
            || ',"contactsCount":' || COALESCE(to_json(w."contacts_count")::text, 'null')
            || ',"shareSetting":' || COALESCE(to_json(w."share_setting")::text, 'null')
            || ',"googleVerificationEnabled":' || COALESCE(to_json(w."google_verification_enabled")::text, 'null')
            || ',"magicLinkVerificationEnabled":' || COALESCE(to_json(w."magic_link_verification_enabled")::text, 'null')
            || ',"welcomePageCta":' || COALESCE(to_json(w."welcome_page_cta")::text, 'null')
            || ',"welcomePageText":' || COALESCE(to_json(w."welcome_page_text")::text, 'null')
            || ',"messagesEnabled":' || COALESCE(to_json(w."messages_enabled")::text, 'null')
            || ',"chatChannelEnabled":' || COALESCE(to_json(w."chat_channel_enabled")::text, 'null')
            || ',"workspaceUsers":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      '{"id":' || COALESCE(to_json(wu."id")::text, 'null')
                      || ',"role":' || COALESCE(to_json(wu."role")::text, 'null')
                      || ',"workspaceId":' || COALESCE(to_json(wu."workspace_id")::text, 'null')
                      || ',"user":' || (
                        '{"id":' || COALESCE(to_json(u."id")::text, 'null')
                        || ',"object":' || '"user"'
                        || ',"url":' || COALESCE(to_json((CAST($12 AS TEXT) || '/v1/users/' || u."id"))::text, 'null')
                        || ',"firstName":' || COALESCE(to_json(u."first_name")::text, 'null')
                        || ',"lastName":' || COALESCE(to_json(u."last_name")::text, 'null')
                        || ',"avatar":' || COALESCE(to_json(u."avatar")::text, 'null')
                        || ',"email":' || COALESCE(to_json(u."email")::text, 'null')
                        || ',"name":' || COALESCE(
                          to_json(
                            CASE
                              WHEN u."name" <> '' THEN u."name"
                              ELSE COALESCE(
                                NULLIF(
                                  concat_ws(
                                    ' ',
                                    CASE
                                      WHEN btrim(u."first_name", '
') <> '' THEN u."first_name"
                                    END,
                                    CASE
                                      WHEN btrim(u."last_name", '
') <> '' THEN u."last_name"
                                    END
                                  ),
                                  ''
                                ),
                                split_part(u."email", '@', 1)
                              )
                            END
                          )::text,
                          'null'
                        )
                        || ',"createdAt":' || COALESCE(to_json(u."created_at")::text, 'null')
                        || ',"updatedAt":' || COALESCE(to_json(u."updated_at")::text, 'null') || '}'
                      )
                      || ',"createdAt":' || COALESCE(to_json(wu."created_at")::text, 'null')
                      || ',"updatedAt":' || COALESCE(to_json(wu."updated_at")::text, 'null') || '}'
                    ),
                    ','
                    ORDER BY
                      wu.created_at,
                      wu.id
                  ),
                  ''
                ) || ']'
              FROM
                workspace_user wu
                INNER JOIN app_user u ON u.id = wu.user_id
              WHERE
                wu.workspace_id = w.id
            )
            || ',"workspaceDomains":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      '{"id":' || COALESCE(to_json(wd."id")::text, 'null')
                      || ',"role":' || COALESCE(to_json(wd."role")::text, 'null')
                      || ',"domain":' || COALESCE(to_json(wd."domain")::text, 'null')
                      || ',"workspaceId":' || COALESCE(to_json(wd."workspace_id")::text, 'null')
                      || ',"createdAt":' || COALESCE(to_json(wd."created_at")::text, 'null')
                      || ',"updatedAt":' || COALESCE(to_json(wd."updated_at")::text, 'null') || '}'
                    ),
                    ','
                    ORDER BY
                      wd.created_at,
                      wd.id
                  ),
                  ''
                ) || ']'
              FROM
                workspace_domain wd
              WHERE
                wd.workspace_id = w.id
            )
            || ',"account":' || COALESCE(
              (
                SELECT
                  (
                    '{"id":' || COALESCE(to_json(a."id")::text, 'null')
                    || ',"object":' || '"account"'
                    || ',"url":' || COALESCE(to_json((CAST($12 AS TEXT) || '/v1/accounts/' || a."id"))::text, 'null')
                    || ',"name":' || COALESCE(to_json(a."name")::text, 'null')
                    || ',"website":' || COALESCE(to_json(a."website")::text, 'null')
                    || ',"ownerId":' || COALESCE(to_json(a."owner_id")::text, 'null')
                    || ',"logo":' || COALESCE(to_json(a."logo")::text, 'null')
                    || ',"crmAAccountId":' || COALESCE(to_json(a."crm_a_account_id")::text, 'null')
                    || ',"crmBCompanyId":' || COALESCE(to_json(a."crm_b_company_id")::text, 'null')
                    || ',"createdAt":' || COALESCE(to_json(a."created_at")::text, 'null')
                    || ',"updatedAt":' || COALESCE(to_json(a."updated_at")::text, 'null') || '}'
                  )
                FROM
                  account a
                WHERE
                  a.id = w.account_id
                  AND a.organization_id = w.organization_id
              ),
              'null'
            )
            || ',"deal":' || COALESCE(
              (
                SELECT
                  (
                    '{"id":' || COALESCE(to_json(dl."id")::text, 'null')
                    || ',"object":' || '"deal"'
                    || ',"url":' || COALESCE(to_json((CAST($12 AS TEXT) || '/v1/deals/' || dl."id"))::text, 'null')
                    || ',"crmBDealId":' || COALESCE(to_json(dl."crm_b_deal_id")::text, 'null')
                    || ',"crmAOpportunityId":' || COALESCE(to_json(dl."crm_a_opportunity_id")::text, 'null')
                    || ',"createdDate":' || COALESCE(to_json((substr(dl."created_date", 1, 19) || 'Z'))::text, 'null')
                    || ',"closeDate":' || COALESCE(to_json((substr(dl."close_date", 1, 19) || 'Z'))::text, 'null')
                    || ',"name":' || COALESCE(to_json(dl."name")::text, 'null')
                    || ',"amount":' || COALESCE(to_json(dl."amount")::text, 'null')
                    || ',"type":' || COALESCE(to_json(dl."type")::text, 'null')
                    || ',"stage":' || COALESCE(to_json(dl."stage")::text, 'null')
                    || ',"createdAt":' || COALESCE(to_json(dl."created_at")::text, 'null')
                    || ',"updatedAt":' || COALESCE(to_json(dl."updated_at")::text, 'null') || '}'
                  )
                FROM
                  deal dl
                WHERE
                  dl.id = w.deal_id
                  AND dl.organization_id = w.organization_id
              ),
              'null'
            )
            || ',"customFields":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      left(f.head, -1)
                      || ',"value":' || COALESCE(
                        to_json(
                          CASE
                            WHEN v."value" IS NULL THEN NULL
                            WHEN f.type IN ('dropdownSelect', 'radioSelect') THEN COALESCE(
                              (
                                SELECT
                                  o.label
                                FROM
                                  custom_field_option o
                                WHERE
                                  o.custom_field_id = f.id
                                  AND o.value = v."value"
                                ORDER BY
                                  o."index",
                                  o.id
                                LIMIT
                                  1
                              ),
                              v."value"
                            )
                            WHEN f.type = 'multiCheckboxes' THEN COALESCE(
                              (
                                SELECT
                                  string_agg(
                                    t.label,
                                    ', '
                                    ORDER BY
                                      t.k1,
                                      t.k2,
                                      t.k3
                                  )
                                FROM
                                  (
                                    SELECT
                                      o.label AS label,
                                      0 AS k1,
                                      o."index" AS k2,
                                      o.id AS k3
                                    FROM
                                      custom_field_option o
                                    WHERE
                                      o.custom_field_id = f.id
                                      AND o.value IN (
                                        SELECT
                                          e.value
                                        FROM
                                          json_array_elements_text((v."value")::json) WITH ORDINALITY e (value, position)
                                      )
                                    UNION ALL
                                    SELECT
                                      e.value,
                                      1,
                                      min(e.position),
                                      ''
                                    FROM
                                      json_array_elements_text((v."value")::json) WITH ORDINALITY e (value, position)
                                    WHERE
                                      NOT EXISTS (
                                        SELECT
                                          1
                                        FROM
                                          custom_field_option o
                                        WHERE
                                          o.custom_field_id = f.id
                                          AND o.value = e.value
                                      )
                                    GROUP BY
                                      e.value
                                  ) t
                              ),
                              ''
                            )
                            ELSE v."value"
                          END
                        )::text,
                        'null'
                      ) || '}'
                    ),
                    ','
                    ORDER BY
                      f.created_at,
                      f.id
                  ),
                  ''
                ) || ']'
              FROM
                "custom_field_heads" f
                LEFT JOIN custom_field_value v ON v.custom_field_id = f.id
                AND v.object_id = w.id
                AND v.object_type = 'workspace'
                AND v.organization_id = w.organization_id
            )
            || ',"createdAt":' || COALESCE(to_json(w."created_at")::text, 'null')
            || ',"updatedAt":' || COALESCE(to_json(w."updated_at")::text, 'null') || '}'
          ),
          ','
          ORDER BY
            w.created_at DESC,
            w.id DESC
        ),
        ''
      ) || ']'
    FROM
      "page"
      INNER JOIN "workspace" w ON w.id = "page".id
  ) AS "rows",
  (
    SELECT
      count(*)
    FROM
      "page"
  ) AS "count";

-- GET /v1/workspaces/{id} (and the render after a write)
WITH
  "page" AS (
    SELECT
      "w"."id" AS "id"
    FROM
      "workspace" "w"
    WHERE
      "w"."organization_id" = $1
      AND "w"."id" = $2
    ORDER BY
      "w"."created_at" DESC,
      "w"."id" DESC
    LIMIT
      20
  ),
  "custom_field_heads" AS MATERIALIZED (
    SELECT
      f."id" AS id,
      f."type" AS type,
      f."created_at" AS created_at,
      (
        '{"id":' || COALESCE(to_json(f."id")::text, 'null')
        || ',"object":' || '"customField"'
        || ',"url":' || COALESCE(to_json((CAST($3 AS TEXT) || '/v1/custom-fields/' || f."id"))::text, 'null')
        || ',"name":' || COALESCE(to_json(f."name")::text, 'null')
        || ',"variableName":' || COALESCE(to_json(f."variable_name")::text, 'null')
        || ',"type":' || COALESCE(to_json(f."type")::text, 'null')
        || ',"objectType":' || COALESCE(to_json(f."object_type")::text, 'null')
        || ',"options":' || (
          SELECT
            '[' || COALESCE(
              string_agg(
                (
                  '{"index":' || COALESCE(to_json(o."index")::text, 'null')
                  || ',"label":' || COALESCE(to_json(o."label")::text, 'null')
                  || ',"value":' || COALESCE(to_json(o."value")::text, 'null') || '}'
                ),
                ','
                ORDER BY
                  o."index",
                  o.id
              ),
              ''
            ) || ']'
          FROM
            custom_field_option o
          WHERE
            o.custom_field_id = f."id"
        )
        || ',"createdAt":' || COALESCE(to_json(f."created_at")::text, 'null')
        || ',"updatedAt":' || COALESCE(to_json(f."updated_at")::text, 'null') || '}'
      ) AS head
    FROM
      custom_field f
    WHERE
      f."organization_id" = $1
      AND f."object_type" = 'workspace'
  )
SELECT
  (
    SELECT
      '[' || COALESCE(
        string_agg(
          (
            '{"id":' || COALESCE(to_json(w."id")::text, 'null')
            || ',"object":' || '"workspace"'
            || ',"url":' || COALESCE(to_json((CAST($3 AS TEXT) || '/v1/workspaces/' || w."id"))::text, 'null')
            || ',"name":' || COALESCE(to_json(w."name")::text, 'null')
            || ',"workspaceUrl":' || COALESCE(
              to_json(
                CASE
                  WHEN w."published" THEN CAST($4 AS TEXT) || '/' || CAST($5 AS TEXT) || '/' || COALESCE(
                    NULLIF(
                      rtrim(
                        left(
                          btrim(
                            regexp_replace(
                              translate(
                                regexp_replace(normalize(w."name", NFKD), '[\u0300-\u036f]', '', 'g'),
                                'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                                'abcdefghijklmnopqrstuvwxyz'
                              ),
                              '[^a-z0-9]+',
                              '-',
                              'g'
                            ),
                            '-'
                          ),
                          60
                        ),
                        '-'
                      ),
                      ''
                    ),
                    'workspace'
                  ) || '-' || w."id"
                END
              )::text,
              'null'
            )
            || ',"templateId":' || COALESCE(to_json(w."template_id")::text, 'null')
            || ',"published":' || COALESCE(to_json(w."published")::text, 'null')
            || ',"accountId":' || COALESCE(to_json(w."account_id")::text, 'null')
            || ',"dealId":' || COALESCE(to_json(w."deal_id")::text, 'null')
            || ',"startDate":' || COALESCE(to_json(w."start_date")::text, 'null')
            || ',"targetEndDate":' || COALESCE(to_json(w."target_end_date")::text, 'null')
            || ',"actualEndDate":' || COALESCE(to_json(w."actual_end_date")::text, 'null')
            || ',"projectAge":' || COALESCE(
              to_json(
                GREATEST(
                  0,
                  floor(
                    extract(
                      epoch
                      FROM
                        (CAST($6 AS timestamp) - CAST(COALESCE(w."start_date", w."created_at") AS timestamp))
                    ) / 86400
                  )
                )::integer
              )::text,
              'null'
            )
            || ',"taskProgress":' || COALESCE(to_json(CAST(w."task_progress" AS TEXT))::text, 'null')
            || ',"lastContactView":' || COALESCE(to_json((substr(w."last_contact_view", 1, 19) || 'Z'))::text, 'null')
            || ',"totalViews":' || COALESCE(to_json(w."total_views")::text, 'null')
            || ',"uniqueViewers":' || COALESCE(to_json(w."unique_viewers")::text, 'null')
            || ',"totalActions":' || COALESCE(to_json(w."total_actions")::text, 'null')
            || ',"totalTimeSpent":' || COALESCE(to_json(w."total_time_spent")::text, 'null')
            || ',"contactsCount":' || COALESCE(to_json(w."contacts_count")::text, 'null')
            || ',"shareSetting":' || COALESCE(to_json(w."share_setting")::text, 'null')
            || ',"googleVerificationEnabled":' || COALESCE(to_json(w."google_verification_enabled")::text, 'null')
            || ',"magicLinkVerificationEnabled":' || COALESCE(to_json(w."magic_link_verification_enabled")::text, 'null')
            || ',"welcomePageCta":' || COALESCE(to_json(w."welcome_page_cta")::text, 'null')
            || ',"welcomePageText":' || COALESCE(to_json(w."welcome_page_text")::text, 'null')
            || ',"messagesEnabled":' || COALESCE(to_json(w."messages_enabled")::text, 'null')
            || ',"chatChannelEnabled":' || COALESCE(to_json(w."chat_channel_enabled")::text, 'null')
            || ',"workspaceUsers":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      '{"id":' || COALESCE(to_json(wu."id")::text, 'null')
                      || ',"role":' || COALESCE(to_json(wu."role")::text, 'null')
                      || ',"workspaceId":' || COALESCE(to_json(wu."workspace_id")::text, 'null')
                      || ',"user":' || (
                        '{"id":' || COALESCE(to_json(u."id")::text, 'null')
                        || ',"object":' || '"user"'
                        || ',"url":' || COALESCE(to_json((CAST($3 AS TEXT) || '/v1/users/' || u."id"))::text, 'null')
                        || ',"firstName":' || COALESCE(to_json(u."first_name")::text, 'null')
                        || ',"lastName":' || COALESCE(to_json(u."last_name")::text, 'null')
                        || ',"avatar":' || COALESCE(to_json(u."avatar")::text, 'null')
                        || ',"email":' || COALESCE(to_json(u."email")::text, 'null')
                        || ',"name":' || COALESCE(
                          to_json(
                            CASE
                              WHEN u."name" <> '' THEN u."name"
                              ELSE COALESCE(
                                NULLIF(
                                  concat_ws(
                                    ' ',
                                    CASE
                                      WHEN btrim(u."first_name", '
') <> '' THEN u."first_name"
                                    END,
                                    CASE
                                      WHEN btrim(u."last_name", '
') <> '' THEN u."last_name"
                                    END
                                  ),
                                  ''
                                ),
                                split_part(u."email", '@', 1)
                              )
                            END
                          )::text,
                          'null'
                        )
                        || ',"createdAt":' || COALESCE(to_json(u."created_at")::text, 'null')
                        || ',"updatedAt":' || COALESCE(to_json(u."updated_at")::text, 'null') || '}'
                      )
                      || ',"createdAt":' || COALESCE(to_json(wu."created_at")::text, 'null')
                      || ',"updatedAt":' || COALESCE(to_json(wu."updated_at")::text, 'null') || '}'
                    ),
                    ','
                    ORDER BY
                      wu.created_at,
                      wu.id
                  ),
                  ''
                ) || ']'
              FROM
                workspace_user wu
                INNER JOIN app_user u ON u.id = wu.user_id
              WHERE
                wu.workspace_id = w.id
            )
            || ',"workspaceDomains":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      '{"id":' || COALESCE(to_json(wd."id")::text, 'null')
                      || ',"role":' || COALESCE(to_json(wd."role")::text, 'null')
                      || ',"domain":' || COALESCE(to_json(wd."domain")::text, 'null')
                      || ',"workspaceId":' || COALESCE(to_json(wd."workspace_id")::text, 'null')
                      || ',"createdAt":' || COALESCE(to_json(wd."created_at")::text, 'null')
                      || ',"updatedAt":' || COALESCE(to_json(wd."updated_at")::text, 'null') || '}'
                    ),
                    ','
                    ORDER BY
                      wd.created_at,
                      wd.id
                  ),
                  ''
                ) || ']'
              FROM
                workspace_domain wd
              WHERE
                wd.workspace_id = w.id
            )
            || ',"account":' || COALESCE(
              (
                SELECT
                  (
                    '{"id":' || COALESCE(to_json(a."id")::text, 'null')
                    || ',"object":' || '"account"'
                    || ',"url":' || COALESCE(to_json((CAST($3 AS TEXT) || '/v1/accounts/' || a."id"))::text, 'null')
                    || ',"name":' || COALESCE(to_json(a."name")::text, 'null')
                    || ',"website":' || COALESCE(to_json(a."website")::text, 'null')
                    || ',"ownerId":' || COALESCE(to_json(a."owner_id")::text, 'null')
                    || ',"logo":' || COALESCE(to_json(a."logo")::text, 'null')
                    || ',"crmAAccountId":' || COALESCE(to_json(a."crm_a_account_id")::text, 'null')
                    || ',"crmBCompanyId":' || COALESCE(to_json(a."crm_b_company_id")::text, 'null')
                    || ',"createdAt":' || COALESCE(to_json(a."created_at")::text, 'null')
                    || ',"updatedAt":' || COALESCE(to_json(a."updated_at")::text, 'null') || '}'
                  )
                FROM
                  account a
                WHERE
                  a.id = w.account_id
                  AND a.organization_id = w.organization_id
              ),
              'null'
            )
            || ',"deal":' || COALESCE(
              (
                SELECT
                  (
                    '{"id":' || COALESCE(to_json(dl."id")::text, 'null')
                    || ',"object":' || '"deal"'
                    || ',"url":' || COALESCE(to_json((CAST($3 AS TEXT) || '/v1/deals/' || dl."id"))::text, 'null')
                    || ',"crmBDealId":' || COALESCE(to_json(dl."crm_b_deal_id")::text, 'null')
                    || ',"crmAOpportunityId":' || COALESCE(to_json(dl."crm_a_opportunity_id")::text, 'null')
                    || ',"createdDate":' || COALESCE(to_json((substr(dl."created_date", 1, 19) || 'Z'))::text, 'null')
                    || ',"closeDate":' || COALESCE(to_json((substr(dl."close_date", 1, 19) || 'Z'))::text, 'null')
                    || ',"name":' || COALESCE(to_json(dl."name")::text, 'null')
                    || ',"amount":' || COALESCE(to_json(dl."amount")::text, 'null')
                    || ',"type":' || COALESCE(to_json(dl."type")::text, 'null')
                    || ',"stage":' || COALESCE(to_json(dl."stage")::text, 'null')
                    || ',"createdAt":' || COALESCE(to_json(dl."created_at")::text, 'null')
                    || ',"updatedAt":' || COALESCE(to_json(dl."updated_at")::text, 'null') || '}'
                  )
                FROM
                  deal dl
                WHERE
                  dl.id = w.deal_id
                  AND dl.organization_id = w.organization_id
              ),
              'null'
            )
            || ',"customFields":' || (
              SELECT
                '[' || COALESCE(
                  string_agg(
                    (
                      left(f.head, -1)
                      || ',"value":' || COALESCE(
                        to_json(
                          CASE
                            WHEN v."value" IS NULL THEN NULL
                            WHEN f.type IN ('dropdownSelect', 'radioSelect') THEN COALESCE(
                              (
                                SELECT
                                  o.label
                                FROM
                                  custom_field_option o
                                WHERE
                                  o.custom_field_id = f.id
                                  AND o.value = v."value"
                                ORDER BY
                                  o."index",
                                  o.id
                                LIMIT
                                  1
                              ),
                              v."value"
                            )
                            WHEN f.type = 'multiCheckboxes' THEN COALESCE(
                              (
                                SELECT
                                  string_agg(
                                    t.label,
                                    ', '
                                    ORDER BY
                                      t.k1,
                                      t.k2,
                                      t.k3
                                  )
                                FROM
                                  (
                                    SELECT
                                      o.label AS label,
                                      0 AS k1,
                                      o."index" AS k2,
                                      o.id AS k3
                                    FROM
                                      custom_field_option o
                                    WHERE
                                      o.custom_field_id = f.id
                                      AND o.value IN (
                                        SELECT
                                          e.value
                                        FROM
                                          json_array_elements_text((v."value")::json) WITH ORDINALITY e (value, position)
                                      )
                                    UNION ALL
                                    SELECT
                                      e.value,
                                      1,
                                      min(e.position),
                                      ''
                                    FROM
                                      json_array_elements_text((v."value")::json) WITH ORDINALITY e (value, position)
                                    WHERE
                                      NOT EXISTS (
                                        SELECT
                                          1
                                        FROM
                                          custom_field_option o
                                        WHERE
                                          o.custom_field_id = f.id
                                          AND o.value = e.value
                                      )
                                    GROUP BY
                                      e.value
                                  ) t
                              ),
                              ''
                            )
                            ELSE v."value"
                          END
                        )::text,
                        'null'
                      ) || '}'
                    ),
                    ','
                    ORDER BY
                      f.created_at,
                      f.id
                  ),
                  ''
                ) || ']'
              FROM
                "custom_field_heads" f
                LEFT JOIN custom_field_value v ON v.custom_field_id = f.id
                AND v.object_id = w.id
                AND v.object_type = 'workspace'
                AND v.organization_id = w.organization_id
            )
            || ',"createdAt":' || COALESCE(to_json(w."created_at")::text, 'null')
            || ',"updatedAt":' || COALESCE(to_json(w."updated_at")::text, 'null') || '}'
          ),
          ','
          ORDER BY
            w.created_at DESC,
            w.id DESC
        ),
        ''
      ) || ']'
    FROM
      "page"
      INNER JOIN "workspace" w ON w.id = "page".id
  ) AS "rows",
  (
    SELECT
      count(*)
    FROM
      "page"
  ) AS "count",
  (
    SELECT
      (
        SELECT
          w.version
        FROM
          "workspace" w
        WHERE
          w.id = "page".id
      )
    FROM
      "page"
    LIMIT
      1
  ) AS "version";
