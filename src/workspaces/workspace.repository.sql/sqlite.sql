-- Generated from workspace.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- GET /v1/workspaces?limit=20 (every embed)
WITH
  "page" AS (
    SELECT
      "w"."id" AS "id"
    FROM
      "workspace" "w"
    WHERE
      "w"."organization_id" = ?
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
      concat (
        '{"id":',
        json_quote(f."id"),
        ',"object":',
        '"customField"',
        ',"url":',
        json_quote((CAST(? AS TEXT) || '/v1/custom-fields/' || f."id")),
        ',"name":',
        json_quote(f."name"),
        ',"variableName":',
        json_quote(f."variable_name"),
        ',"type":',
        json_quote(f."type"),
        ',"objectType":',
        json_quote(f."object_type"),
        ',"options":',
        (
          SELECT
            concat (
              '[',
              group_concat(
                concat (
                  '{"index":',
                  json_quote(o."index"),
                  ',"label":',
                  json_quote(o."label"),
                  ',"value":',
                  json_quote(o."value"),
                  '}'
                ),
                ','
                ORDER BY
                  o."index",
                  o.id
              ),
              ']'
            )
          FROM
            custom_field_option o
          WHERE
            o.custom_field_id = f."id"
        ),
        ',"createdAt":',
        json_quote(f."created_at"),
        ',"updatedAt":',
        json_quote(f."updated_at"),
        '}'
      ) AS head
    FROM
      custom_field f
    WHERE
      f."organization_id" = ?
      AND f."object_type" = 'workspace'
  )
SELECT
  (
    SELECT
      concat (
        '[',
        group_concat(
          concat (
            '{"id":',
            json_quote(w."id"),
            ',"object":',
            '"workspace"',
            ',"url":',
            json_quote((CAST(? AS TEXT) || '/v1/workspaces/' || w."id")),
            ',"name":',
            json_quote(w."name"),
            ',"workspaceUrl":',
            json_quote(
              CASE
                WHEN w."published" THEN CAST(? AS TEXT) || '/' || CAST(? AS TEXT) || '/' || app_slug (w."name") || '-' || w."id"
              END
            ),
            ',"templateId":',
            json_quote(w."template_id"),
            ',"published":',
            (
              CASE
                WHEN w."published" IS NULL THEN 'null'
                WHEN w."published" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"accountId":',
            json_quote(w."account_id"),
            ',"dealId":',
            json_quote(w."deal_id"),
            ',"startDate":',
            json_quote(w."start_date"),
            ',"targetEndDate":',
            json_quote(w."target_end_date"),
            ',"actualEndDate":',
            json_quote(w."actual_end_date"),
            ',"projectAge":',
            json_quote(
              max(
                0,
                CAST(
                  round((julianday(CAST(? AS TEXT)) - julianday(COALESCE(w."start_date", w."created_at"))) * 86400000) AS INTEGER
                ) / 86400000
              )
            ),
            ',"taskProgress":',
            json_quote(CAST(w."task_progress" AS TEXT)),
            ',"lastContactView":',
            json_quote((substr(w."last_contact_view", 1, 19) || 'Z')),
            ',"totalViews":',
            json_quote(w."total_views"),
            ',"uniqueViewers":',
            json_quote(w."unique_viewers"),
            ',"totalActions":',
            json_quote(w."total_actions"),
            ',"totalTimeSpent":',
            json_quote(w."total_time_spent"),
            ',"contactsCount":',
            json_quote(w."contacts_count"),
            ',"shareSetting":',
            json_quote(w."share_setting"),
            ',"googleVerificationEnabled":',
            (
              CASE
                WHEN w."google_verification_enabled" IS NULL THEN 'null'
                WHEN w."google_verification_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"magicLinkVerificationEnabled":',
            (
              CASE
                WHEN w."magic_link_verification_enabled" IS NULL THEN 'null'
                WHEN w."magic_link_verification_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"welcomePageCta":',
            json_quote(w."welcome_page_cta"),
            ',"welcomePageText":',
            json_quote(w."welcome_page_text"),
            ',"messagesEnabled":',
            (
              CASE
                WHEN w."messages_enabled" IS NULL THEN 'null'
                WHEN w."messages_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"chatChannelEnabled":',
            (
              CASE
                WHEN w."chat_channel_enabled" IS NULL THEN 'null'
                WHEN w."chat_channel_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"workspaceUsers":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      '{"id":',
                      json_quote(wu."id"),
                      ',"role":',
                      json_quote(wu."role"),
                      ',"workspaceId":',
                      json_quote(wu."workspace_id"),
                      ',"user":',
                      concat (
                        '{"id":',
                        json_quote(u."id"),
                        ',"object":',
                        '"user"',
                        ',"url":',
                        json_quote((CAST(? AS TEXT) || '/v1/users/' || u."id")),
                        ',"firstName":',
                        json_quote(u."first_name"),
                        ',"lastName":',
                        json_quote(u."last_name"),
                        ',"avatar":',
                        json_quote(u."avatar"),
                        ',"email":',
                        json_quote(u."email"),
                        ',"name":',
                        json_quote(
                          CASE
                            WHEN u."name" <> '' THEN u."name"
                            ELSE COALESCE(
                              NULLIF(
                                concat_ws (
                                  ' ',
                                  CASE
                                    WHEN trim(u."first_name", '
') <> '' THEN u."first_name"
                                  END,
                                  CASE
                                    WHEN trim(u."last_name", '
') <> '' THEN u."last_name"
                                  END
                                ),
                                ''
                              ),
                              CASE
                                WHEN instr(u."email", '@') = 0 THEN u."email"
                                ELSE substr(u."email", 1, instr(u."email", '@') - 1)
                              END
                            )
                          END
                        ),
                        ',"createdAt":',
                        json_quote(u."created_at"),
                        ',"updatedAt":',
                        json_quote(u."updated_at"),
                        '}'
                      ),
                      ',"createdAt":',
                      json_quote(wu."created_at"),
                      ',"updatedAt":',
                      json_quote(wu."updated_at"),
                      '}'
                    ),
                    ','
                    ORDER BY
                      wu.created_at,
                      wu.id
                  ),
                  ']'
                )
              FROM
                workspace_user wu
                INNER JOIN app_user u ON u.id = wu.user_id
              WHERE
                wu.workspace_id = w.id
            ),
            ',"workspaceDomains":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      '{"id":',
                      json_quote(wd."id"),
                      ',"role":',
                      json_quote(wd."role"),
                      ',"domain":',
                      json_quote(wd."domain"),
                      ',"workspaceId":',
                      json_quote(wd."workspace_id"),
                      ',"createdAt":',
                      json_quote(wd."created_at"),
                      ',"updatedAt":',
                      json_quote(wd."updated_at"),
                      '}'
                    ),
                    ','
                    ORDER BY
                      wd.created_at,
                      wd.id
                  ),
                  ']'
                )
              FROM
                workspace_domain wd
              WHERE
                wd.workspace_id = w.id
            ),
            ',"account":',
            COALESCE(
              (
                SELECT
                  concat (
                    '{"id":',
                    json_quote(a."id"),
                    ',"object":',
                    '"account"',
                    ',"url":',
                    json_quote((CAST(? AS TEXT) || '/v1/accounts/' || a."id")),
                    ',"name":',
                    json_quote(a."name"),
                    ',"website":',
                    json_quote(a."website"),
                    ',"ownerId":',
                    json_quote(a."owner_id"),
                    ',"logo":',
                    json_quote(a."logo"),
                    ',"crmAAccountId":',
                    json_quote(a."crm_a_account_id"),
                    ',"crmBCompanyId":',
                    json_quote(a."crm_b_company_id"),
                    ',"createdAt":',
                    json_quote(a."created_at"),
                    ',"updatedAt":',
                    json_quote(a."updated_at"),
                    '}'
                  )
                FROM
                  account a
                WHERE
                  a.id = w.account_id
                  AND a.organization_id = w.organization_id
              ),
              'null'
            ),
            ',"deal":',
            COALESCE(
              (
                SELECT
                  concat (
                    '{"id":',
                    json_quote(dl."id"),
                    ',"object":',
                    '"deal"',
                    ',"url":',
                    json_quote((CAST(? AS TEXT) || '/v1/deals/' || dl."id")),
                    ',"crmBDealId":',
                    json_quote(dl."crm_b_deal_id"),
                    ',"crmAOpportunityId":',
                    json_quote(dl."crm_a_opportunity_id"),
                    ',"createdDate":',
                    json_quote((substr(dl."created_date", 1, 19) || 'Z')),
                    ',"closeDate":',
                    json_quote((substr(dl."close_date", 1, 19) || 'Z')),
                    ',"name":',
                    json_quote(dl."name"),
                    ',"amount":',
                    json_quote(dl."amount"),
                    ',"type":',
                    json_quote(dl."type"),
                    ',"stage":',
                    json_quote(dl."stage"),
                    ',"createdAt":',
                    json_quote(dl."created_at"),
                    ',"updatedAt":',
                    json_quote(dl."updated_at"),
                    '}'
                  )
                FROM
                  deal dl
                WHERE
                  dl.id = w.deal_id
                  AND dl.organization_id = w.organization_id
              ),
              'null'
            ),
            ',"customFields":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      substr(f.head, 1, length(f.head) - 1),
                      ',"value":',
                      json_quote(
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
                                group_concat(
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
                                        (
                                          SELECT
                                            value,
                                            KEY AS position
                                          FROM
                                            json_each(v."value")
                                        ) e
                                    )
                                  UNION ALL
                                  SELECT
                                    e.value,
                                    1,
                                    min(e.position),
                                    ''
                                  FROM
                                    (
                                      SELECT
                                        value,
                                        KEY AS position
                                      FROM
                                        json_each(v."value")
                                    ) e
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
                      ),
                      '}'
                    ),
                    ','
                    ORDER BY
                      f.created_at,
                      f.id
                  ),
                  ']'
                )
              FROM
                "custom_field_heads" f
                LEFT JOIN custom_field_value v ON v.custom_field_id = f.id
                AND v.object_id = w.id
                AND v.object_type = 'workspace'
                AND v.organization_id = w.organization_id
            ),
            ',"createdAt":',
            json_quote(w."created_at"),
            ',"updatedAt":',
            json_quote(w."updated_at"),
            '}'
          ),
          ','
          ORDER BY
            w.created_at DESC,
            w.id DESC
        ),
        ']'
      )
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
      "w"."organization_id" = ?
    ORDER BY
      "w"."created_at" DESC,
      "w"."id" DESC
    LIMIT
      20
  )
SELECT
  (
    SELECT
      concat (
        '[',
        group_concat(
          concat (
            '{"id":',
            json_quote(w."id"),
            ',"object":',
            '"workspace"',
            ',"url":',
            json_quote((CAST(? AS TEXT) || '/v1/workspaces/' || w."id")),
            ',"name":',
            json_quote(w."name"),
            ',"workspaceUrl":',
            json_quote(
              CASE
                WHEN w."published" THEN CAST(? AS TEXT) || '/' || CAST(? AS TEXT) || '/' || app_slug (w."name") || '-' || w."id"
              END
            ),
            ',"templateId":',
            json_quote(w."template_id"),
            ',"published":',
            (
              CASE
                WHEN w."published" IS NULL THEN 'null'
                WHEN w."published" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"accountId":',
            json_quote(w."account_id"),
            ',"dealId":',
            json_quote(w."deal_id"),
            ',"startDate":',
            json_quote(w."start_date"),
            ',"targetEndDate":',
            json_quote(w."target_end_date"),
            ',"actualEndDate":',
            json_quote(w."actual_end_date"),
            ',"projectAge":',
            json_quote(
              max(
                0,
                CAST(
                  round((julianday(CAST(? AS TEXT)) - julianday(COALESCE(w."start_date", w."created_at"))) * 86400000) AS INTEGER
                ) / 86400000
              )
            ),
            ',"taskProgress":',
            json_quote(CAST(w."task_progress" AS TEXT)),
            ',"lastContactView":',
            json_quote((substr(w."last_contact_view", 1, 19) || 'Z')),
            ',"totalViews":',
            json_quote(w."total_views"),
            ',"uniqueViewers":',
            json_quote(w."unique_viewers"),
            ',"totalActions":',
            json_quote(w."total_actions"),
            ',"totalTimeSpent":',
            json_quote(w."total_time_spent"),
            ',"contactsCount":',
            json_quote(w."contacts_count"),
            ',"shareSetting":',
            json_quote(w."share_setting"),
            ',"googleVerificationEnabled":',
            (
              CASE
                WHEN w."google_verification_enabled" IS NULL THEN 'null'
                WHEN w."google_verification_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"magicLinkVerificationEnabled":',
            (
              CASE
                WHEN w."magic_link_verification_enabled" IS NULL THEN 'null'
                WHEN w."magic_link_verification_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"welcomePageCta":',
            json_quote(w."welcome_page_cta"),
            ',"welcomePageText":',
            json_quote(w."welcome_page_text"),
            ',"messagesEnabled":',
            (
              CASE
                WHEN w."messages_enabled" IS NULL THEN 'null'
                WHEN w."messages_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"chatChannelEnabled":',
            (
              CASE
                WHEN w."chat_channel_enabled" IS NULL THEN 'null'
                WHEN w."chat_channel_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"account":',
            COALESCE(
              (
                SELECT
                  concat (
                    '{"id":',
                    json_quote(a."id"),
                    ',"object":',
                    '"account"',
                    ',"url":',
                    json_quote((CAST(? AS TEXT) || '/v1/accounts/' || a."id")),
                    ',"name":',
                    json_quote(a."name"),
                    ',"website":',
                    json_quote(a."website"),
                    ',"ownerId":',
                    json_quote(a."owner_id"),
                    ',"logo":',
                    json_quote(a."logo"),
                    ',"crmAAccountId":',
                    json_quote(a."crm_a_account_id"),
                    ',"crmBCompanyId":',
                    json_quote(a."crm_b_company_id"),
                    ',"createdAt":',
                    json_quote(a."created_at"),
                    ',"updatedAt":',
                    json_quote(a."updated_at"),
                    '}'
                  )
                FROM
                  account a
                WHERE
                  a.id = w.account_id
                  AND a.organization_id = w.organization_id
              ),
              'null'
            ),
            ',"createdAt":',
            json_quote(w."created_at"),
            ',"updatedAt":',
            json_quote(w."updated_at"),
            '}'
          ),
          ','
          ORDER BY
            w.created_at DESC,
            w.id DESC
        ),
        ']'
      )
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
      "w"."organization_id" = ?
    ORDER BY
      "w"."created_at" ASC,
      "w"."id" ASC
    LIMIT
      20
    OFFSET
      ?
  ),
  "custom_field_heads" AS MATERIALIZED (
    SELECT
      f."id" AS id,
      f."type" AS type,
      f."created_at" AS created_at,
      concat (
        '{"id":',
        json_quote(f."id"),
        ',"object":',
        '"customField"',
        ',"url":',
        json_quote((CAST(? AS TEXT) || '/v1/custom-fields/' || f."id")),
        ',"name":',
        json_quote(f."name"),
        ',"variableName":',
        json_quote(f."variable_name"),
        ',"type":',
        json_quote(f."type"),
        ',"objectType":',
        json_quote(f."object_type"),
        ',"options":',
        (
          SELECT
            concat (
              '[',
              group_concat(
                concat (
                  '{"index":',
                  json_quote(o."index"),
                  ',"label":',
                  json_quote(o."label"),
                  ',"value":',
                  json_quote(o."value"),
                  '}'
                ),
                ','
                ORDER BY
                  o."index",
                  o.id
              ),
              ']'
            )
          FROM
            custom_field_option o
          WHERE
            o.custom_field_id = f."id"
        ),
        ',"createdAt":',
        json_quote(f."created_at"),
        ',"updatedAt":',
        json_quote(f."updated_at"),
        '}'
      ) AS head
    FROM
      custom_field f
    WHERE
      f."organization_id" = ?
      AND f."object_type" = 'workspace'
  )
SELECT
  (
    SELECT
      concat (
        '[',
        group_concat(
          concat (
            '{"id":',
            json_quote(w."id"),
            ',"object":',
            '"workspace"',
            ',"url":',
            json_quote((CAST(? AS TEXT) || '/v1/workspaces/' || w."id")),
            ',"name":',
            json_quote(w."name"),
            ',"workspaceUrl":',
            json_quote(
              CASE
                WHEN w."published" THEN CAST(? AS TEXT) || '/' || CAST(? AS TEXT) || '/' || app_slug (w."name") || '-' || w."id"
              END
            ),
            ',"templateId":',
            json_quote(w."template_id"),
            ',"published":',
            (
              CASE
                WHEN w."published" IS NULL THEN 'null'
                WHEN w."published" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"accountId":',
            json_quote(w."account_id"),
            ',"dealId":',
            json_quote(w."deal_id"),
            ',"startDate":',
            json_quote(w."start_date"),
            ',"targetEndDate":',
            json_quote(w."target_end_date"),
            ',"actualEndDate":',
            json_quote(w."actual_end_date"),
            ',"projectAge":',
            json_quote(
              max(
                0,
                CAST(
                  round((julianday(CAST(? AS TEXT)) - julianday(COALESCE(w."start_date", w."created_at"))) * 86400000) AS INTEGER
                ) / 86400000
              )
            ),
            ',"taskProgress":',
            json_quote(CAST(w."task_progress" AS TEXT)),
            ',"lastContactView":',
            json_quote((substr(w."last_contact_view", 1, 19) || 'Z')),
            ',"totalViews":',
            json_quote(w."total_views"),
            ',"uniqueViewers":',
            json_quote(w."unique_viewers"),
            ',"totalActions":',
            json_quote(w."total_actions"),
            ',"totalTimeSpent":',
            json_quote(w."total_time_spent"),
            ',"contactsCount":',
            json_quote(w."contacts_count"),
            ',"shareSetting":',
            json_quote(w."share_setting"),
            ',"googleVerificationEnabled":',
            (
              CASE
                WHEN w."google_verification_enabled" IS NULL THEN 'null'
                WHEN w."google_verification_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"magicLinkVerificationEnabled":',
            (
              CASE
                WHEN w."magic_link_verification_enabled" IS NULL THEN 'null'
                WHEN w."magic_link_verification_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"welcomePageCta":',
            json_quote(w."welcome_page_cta"),
            ',"welcomePageText":',
            json_quote(w."welcome_page_text"),
            ',"messagesEnabled":',
            (
              CASE
                WHEN w."messages_enabled" IS NULL THEN 'null'
                WHEN w."messages_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"chatChannelEnabled":',
            (
              CASE
                WHEN w."chat_channel_enabled" IS NULL THEN 'null'
                WHEN w."chat_channel_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"workspaceUsers":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      '{"id":',
                      json_quote(wu."id"),
                      ',"role":',
                      json_quote(wu."role"),
                      ',"workspaceId":',
                      json_quote(wu."workspace_id"),
                      ',"user":',
                      concat (
                        '{"id":',
                        json_quote(u."id"),
                        ',"object":',
                        '"user"',
                        ',"url":',
                        json_quote((CAST(? AS TEXT) || '/v1/users/' || u."id")),
                        ',"firstName":',
                        json_quote(u."first_name"),
                        ',"lastName":',
                        json_quote(u."last_name"),
                        ',"avatar":',
                        json_quote(u."avatar"),
                        ',"email":',
                        json_quote(u."email"),
                        ',"name":',
                        json_quote(
                          CASE
                            WHEN u."name" <> '' THEN u."name"
                            ELSE COALESCE(
                              NULLIF(
                                concat_ws (
                                  ' ',
                                  CASE
                                    WHEN trim(u."first_name", '
') <> '' THEN u."first_name"
                                  END,
                                  CASE
                                    WHEN trim(u."last_name", '
') <> '' THEN u."last_name"
                                  END
                                ),
                                ''
                              ),
                              CASE
                                WHEN instr(u."email", '@') = 0 THEN u."email"
                                ELSE substr(u."email", 1, instr(u."email", '@') - 1)
                              END
                            )
                          END
                        ),
                        ',"createdAt":',
                        json_quote(u."created_at"),
                        ',"updatedAt":',
                        json_quote(u."updated_at"),
                        '}'
                      ),
                      ',"createdAt":',
                      json_quote(wu."created_at"),
                      ',"updatedAt":',
                      json_quote(wu."updated_at"),
                      '}'
                    ),
                    ','
                    ORDER BY
                      wu.created_at,
                      wu.id
                  ),
                  ']'
                )
              FROM
                workspace_user wu
                INNER JOIN app_user u ON u.id = wu.user_id
              WHERE
                wu.workspace_id = w.id
            ),
            ',"workspaceDomains":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      '{"id":',
                      json_quote(wd."id"),
                      ',"role":',
                      json_quote(wd."role"),
                      ',"domain":',
                      json_quote(wd."domain"),
                      ',"workspaceId":',
                      json_quote(wd."workspace_id"),
                      ',"createdAt":',
                      json_quote(wd."created_at"),
                      ',"updatedAt":',
                      json_quote(wd."updated_at"),
                      '}'
                    ),
                    ','
                    ORDER BY
                      wd.created_at,
                      wd.id
                  ),
                  ']'
                )
              FROM
                workspace_domain wd
              WHERE
                wd.workspace_id = w.id
            ),
            ',"account":',
            COALESCE(
              (
                SELECT
                  concat (
                    '{"id":',
                    json_quote(a."id"),
                    ',"object":',
                    '"account"',
                    ',"url":',
                    json_quote((CAST(? AS TEXT) || '/v1/accounts/' || a."id")),
                    ',"name":',
                    json_quote(a."name"),
                    ',"website":',
                    json_quote(a."website"),
                    ',"ownerId":',
                    json_quote(a."owner_id"),
                    ',"logo":',
                    json_quote(a."logo"),
                    ',"crmAAccountId":',
                    json_quote(a."crm_a_account_id"),
                    ',"crmBCompanyId":',
                    json_quote(a."crm_b_company_id"),
                    ',"createdAt":',
                    json_quote(a."created_at"),
                    ',"updatedAt":',
                    json_quote(a."updated_at"),
                    '}'
                  )
                FROM
                  account a
                WHERE
                  a.id = w.account_id
                  AND a.organization_id = w.organization_id
              ),
              'null'
            ),
            ',"deal":',
            COALESCE(
              (
                SELECT
                  concat (
                    '{"id":',
                    json_quote(dl."id"),
                    ',"object":',
                    '"deal"',
                    ',"url":',
                    json_quote((CAST(? AS TEXT) || '/v1/deals/' || dl."id")),
                    ',"crmBDealId":',
                    json_quote(dl."crm_b_deal_id"),
                    ',"crmAOpportunityId":',
                    json_quote(dl."crm_a_opportunity_id"),
                    ',"createdDate":',
                    json_quote((substr(dl."created_date", 1, 19) || 'Z')),
                    ',"closeDate":',
                    json_quote((substr(dl."close_date", 1, 19) || 'Z')),
                    ',"name":',
                    json_quote(dl."name"),
                    ',"amount":',
                    json_quote(dl."amount"),
                    ',"type":',
                    json_quote(dl."type"),
                    ',"stage":',
                    json_quote(dl."stage"),
                    ',"createdAt":',
                    json_quote(dl."created_at"),
                    ',"updatedAt":',
                    json_quote(dl."updated_at"),
                    '}'
                  )
                FROM
                  deal dl
                WHERE
                  dl.id = w.deal_id
                  AND dl.organization_id = w.organization_id
              ),
              'null'
            ),
            ',"customFields":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      substr(f.head, 1, length(f.head) - 1),
                      ',"value":',
                      json_quote(
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
                                group_concat(
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
                                        (
                                          SELECT
                                            value,
                                            KEY AS position
                                          FROM
                                            json_each(v."value")
                                        ) e
                                    )
                                  UNION ALL
                                  SELECT
                                    e.value,
                                    1,
                                    min(e.position),
                                    ''
                                  FROM
                                    (
                                      SELECT
                                        value,
                                        KEY AS position
                                      FROM
                                        json_each(v."value")
                                    ) e
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
                      ),
                      '}'
                    ),
                    ','
                    ORDER BY
                      f.created_at,
                      f.id
                  ),
                  ']'
                )
              FROM
                "custom_field_heads" f
                LEFT JOIN custom_field_value v ON v.custom_field_id = f.id
                AND v.object_id = w.id
                AND v.object_type = 'workspace'
                AND v.organization_id = w.organization_id
            ),
            ',"createdAt":',
            json_quote(w."created_at"),
            ',"updatedAt":',
            json_quote(w."updated_at"),
            '}'
          ),
          ','
          ORDER BY
            w.created_at DESC,
            w.id DESC
        ),
        ']'
      )
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
      "w"."organization_id" = ?
      AND LOWER("w"."name") LIKE LOWER(?) ESCAPE '\'
      AND "w"."account_id" = ?
      AND "w"."deal_id" = ?
      AND "w"."template_id" = ?
      AND "w"."published" = ?
      AND EXISTS (
        SELECT
          1
        FROM
          workspace_user wu
          INNER JOIN app_user u ON u.id = wu.user_id
        WHERE
          wu.workspace_id = "w"."id"
          AND u.email = ?
      )
      AND EXISTS (
        SELECT
          1
        FROM
          workspace_domain wd
        WHERE
          wd.workspace_id = "w"."id"
          AND wd.domain = ?
      )
      AND "w"."created_at" > ?
      AND "w"."updated_at" < ?
    ORDER BY
      "w"."created_at" DESC,
      "w"."id" DESC
    LIMIT
      20
    OFFSET
      ?
  ),
  "custom_field_heads" AS MATERIALIZED (
    SELECT
      f."id" AS id,
      f."type" AS type,
      f."created_at" AS created_at,
      concat (
        '{"id":',
        json_quote(f."id"),
        ',"object":',
        '"customField"',
        ',"url":',
        json_quote((CAST(? AS TEXT) || '/v1/custom-fields/' || f."id")),
        ',"name":',
        json_quote(f."name"),
        ',"variableName":',
        json_quote(f."variable_name"),
        ',"type":',
        json_quote(f."type"),
        ',"objectType":',
        json_quote(f."object_type"),
        ',"options":',
        (
          SELECT
            concat (
              '[',
              group_concat(
                concat (
                  '{"index":',
                  json_quote(o."index"),
                  ',"label":',
                  json_quote(o."label"),
                  ',"value":',
                  json_quote(o."value"),
                  '}'
                ),
                ','
                ORDER BY
                  o."index",
                  o.id
              ),
              ']'
            )
          FROM
            custom_field_option o
          WHERE
            o.custom_field_id = f."id"
        ),
        ',"createdAt":',
        json_quote(f."created_at"),
        ',"updatedAt":',
        json_quote(f."updated_at"),
        '}'
      ) AS head
    FROM
      custom_field f
    WHERE
      f."organization_id" = ?
      AND f."object_type" = 'workspace'
  )
SELECT
  (
    SELECT
      concat (
        '[',
        group_concat(
          concat (
            '{"id":',
            json_quote(w."id"),
            ',"object":',
            '"workspace"',
            ',"url":',
            json_quote((CAST(? AS TEXT) || '/v1/workspaces/' || w."id")),
            ',"name":',
            json_quote(w."name"),
            ',"workspaceUrl":',
            json_quote(
              CASE
                WHEN w."published" THEN CAST(? AS TEXT) || '/' || CAST(? AS TEXT) || '/' || app_slug (w."name") || '-' || w."id"
              END
            ),
            ',"templateId":',
            json_quote(w."template_id"),
            ',"published":',
            (
              CASE
                WHEN w."published" IS NULL THEN 'null'
                WHEN w."published" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"accountId":',
            json_quote(w."account_id"),
            ',"dealId":',
            json_quote(w."deal_id"),
            ',"startDate":',
            json_quote(w."start_date"),
            ',"targetEndDate":',
            json_quote(w."target_end_date"),
            ',"actualEndDate":',
            json_quote(w."actual_end_date"),
            ',"projectAge":',
            json_quote(
              max(
                0,
                CAST(
                  round((julianday(CAST(? AS TEXT)) - julianday(COALESCE(w."start_date", w."created_at"))) * 86400000) AS INTEGER
                ) / 86400000
              )
            ),
            ',"taskProgress":',
            json_quote(CAST(w."task_progress" AS TEXT)),
            ',"lastContactView":',
            json_quote((substr(w."last_contact_view", 1, 19) || 'Z')),
            ',"totalViews":',
            json_quote(w."total_views"),
            ',"uniqueViewers":',
            json_quote(w."unique_viewers"),
            ',"totalActions":',
            json_quote(w."total_actions"),
            ',"totalTimeSpent":',
            json_quote(w."total_time_spent"),
            ',"contactsCount":',
            json_quote(w."contacts_count"),
            ',"shareSetting":',
            json_quote(w."share_setting"),
            ',"googleVerificationEnabled":',
            (
              CASE
                WHEN w."google_verification_enabled" IS NULL THEN 'null'
                WHEN w."google_verification_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"magicLinkVerificationEnabled":',
            (
              CASE
                WHEN w."magic_link_verification_enabled" IS NULL THEN 'null'
                WHEN w."magic_link_verification_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"welcomePageCta":',
            json_quote(w."welcome_page_cta"),
            ',"welcomePageText":',
            json_quote(w."welcome_page_text"),
            ',"messagesEnabled":',
            (
              CASE
                WHEN w."messages_enabled" IS NULL THEN 'null'
                WHEN w."messages_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"chatChannelEnabled":',
            (
              CASE
                WHEN w."chat_channel_enabled" IS NULL THEN 'null'
                WHEN w."chat_channel_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"workspaceUsers":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      '{"id":',
                      json_quote(wu."id"),
                      ',"role":',
                      json_quote(wu."role"),
                      ',"workspaceId":',
                      json_quote(wu."workspace_id"),
                      ',"user":',
                      concat (
                        '{"id":',
                        json_quote(u."id"),
                        ',"object":',
                        '"user"',
                        ',"url":',
                        json_quote((CAST(? AS TEXT) || '/v1/users/' || u."id")),
                        ',"firstName":',
                        json_quote(u."first_name"),
                        ',"lastName":',
                        json_quote(u."last_name"),
                        ',"avatar":',
                        json_quote(u."avatar"),
                        ',"email":',
                        json_quote(u."email"),
                        ',"name":',
                        json_quote(
                          CASE
                            WHEN u."name" <> '' THEN u."name"
                            ELSE COALESCE(
                              NULLIF(
                                concat_ws (
                                  ' ',
                                  CASE
                                    WHEN trim(u."first_name", '
') <> '' THEN u."first_name"
                                  END,
                                  CASE
                                    WHEN trim(u."last_name", '
') <> '' THEN u."last_name"
                                  END
                                ),
                                ''
                              ),
                              CASE
                                WHEN instr(u."email", '@') = 0 THEN u."email"
                                ELSE substr(u."email", 1, instr(u."email", '@') - 1)
                              END
                            )
                          END
                        ),
                        ',"createdAt":',
                        json_quote(u."created_at"),
                        ',"updatedAt":',
                        json_quote(u."updated_at"),
                        '}'
                      ),
                      ',"createdAt":',
                      json_quote(wu."created_at"),
                      ',"updatedAt":',
                      json_quote(wu."updated_at"),
                      '}'
                    ),
                    ','
                    ORDER BY
                      wu.created_at,
                      wu.id
                  ),
                  ']'
                )
              FROM
                workspace_user wu
                INNER JOIN app_user u ON u.id = wu.user_id
              WHERE
                wu.workspace_id = w.id
            ),
            ',"workspaceDomains":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      '{"id":',
                      json_quote(wd."id"),
                      ',"role":',
                      json_quote(wd."role"),
                      ',"domain":',
                      json_quote(wd."domain"),
                      ',"workspaceId":',
                      json_quote(wd."workspace_id"),
                      ',"createdAt":',
                      json_quote(wd."created_at"),
                      ',"updatedAt":',
                      json_quote(wd."updated_at"),
                      '}'
                    ),
                    ','
                    ORDER BY
                      wd.created_at,
                      wd.id
                  ),
                  ']'
                )
              FROM
                workspace_domain wd
              WHERE
                wd.workspace_id = w.id
            ),
            ',"account":',
            COALESCE(
              (
                SELECT
                  concat (
                    '{"id":',
                    json_quote(a."id"),
                    ',"object":',
                    '"account"',
                    ',"url":',
                    json_quote((CAST(? AS TEXT) || '/v1/accounts/' || a."id")),
                    ',"name":',
                    json_quote(a."name"),
                    ',"website":',
                    json_quote(a."website"),
                    ',"ownerId":',
                    json_quote(a."owner_id"),
                    ',"logo":',
                    json_quote(a."logo"),
                    ',"crmAAccountId":',
                    json_quote(a."crm_a_account_id"),
                    ',"crmBCompanyId":',
                    json_quote(a."crm_b_company_id"),
                    ',"createdAt":',
                    json_quote(a."created_at"),
                    ',"updatedAt":',
                    json_quote(a."updated_at"),
                    '}'
                  )
                FROM
                  account a
                WHERE
                  a.id = w.account_id
                  AND a.organization_id = w.organization_id
              ),
              'null'
            ),
            ',"deal":',
            COALESCE(
              (
                SELECT
                  concat (
                    '{"id":',
                    json_quote(dl."id"),
                    ',"object":',
                    '"deal"',
                    ',"url":',
                    json_quote((CAST(? AS TEXT) || '/v1/deals/' || dl."id")),
                    ',"crmBDealId":',
                    json_quote(dl."crm_b_deal_id"),
                    ',"crmAOpportunityId":',
                    json_quote(dl."crm_a_opportunity_id"),
                    ',"createdDate":',
                    json_quote((substr(dl."created_date", 1, 19) || 'Z')),
                    ',"closeDate":',
                    json_quote((substr(dl."close_date", 1, 19) || 'Z')),
                    ',"name":',
                    json_quote(dl."name"),
                    ',"amount":',
                    json_quote(dl."amount"),
                    ',"type":',
                    json_quote(dl."type"),
                    ',"stage":',
                    json_quote(dl."stage"),
                    ',"createdAt":',
                    json_quote(dl."created_at"),
                    ',"updatedAt":',
                    json_quote(dl."updated_at"),
                    '}'
                  )
                FROM
                  deal dl
                WHERE
                  dl.id = w.deal_id
                  AND dl.organization_id = w.organization_id
              ),
              'null'
            ),
            ',"customFields":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      substr(f.head, 1, length(f.head) - 1),
                      ',"value":',
                      json_quote(
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
                                group_concat(
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
                                        (
                                          SELECT
                                            value,
                                            KEY AS position
                                          FROM
                                            json_each(v."value")
                                        ) e
                                    )
                                  UNION ALL
                                  SELECT
                                    e.value,
                                    1,
                                    min(e.position),
                                    ''
                                  FROM
                                    (
                                      SELECT
                                        value,
                                        KEY AS position
                                      FROM
                                        json_each(v."value")
                                    ) e
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
                      ),
                      '}'
                    ),
                    ','
                    ORDER BY
                      f.created_at,
                      f.id
                  ),
                  ']'
                )
              FROM
                "custom_field_heads" f
                LEFT JOIN custom_field_value v ON v.custom_field_id = f.id
                AND v.object_id = w.id
                AND v.object_type = 'workspace'
                AND v.organization_id = w.organization_id
            ),
            ',"createdAt":',
            json_quote(w."created_at"),
            ',"updatedAt":',
            json_quote(w."updated_at"),
            '}'
          ),
          ','
          ORDER BY
            w.created_at DESC,
            w.id DESC
        ),
        ']'
      )
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
      "w"."organization_id" = ?
      AND "w"."id" = ?
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
      concat (
        '{"id":',
        json_quote(f."id"),
        ',"object":',
        '"customField"',
        ',"url":',
        json_quote((CAST(? AS TEXT) || '/v1/custom-fields/' || f."id")),
        ',"name":',
        json_quote(f."name"),
        ',"variableName":',
        json_quote(f."variable_name"),
        ',"type":',
        json_quote(f."type"),
        ',"objectType":',
        json_quote(f."object_type"),
        ',"options":',
        (
          SELECT
            concat (
              '[',
              group_concat(
                concat (
                  '{"index":',
                  json_quote(o."index"),
                  ',"label":',
                  json_quote(o."label"),
                  ',"value":',
                  json_quote(o."value"),
                  '}'
                ),
                ','
                ORDER BY
                  o."index",
                  o.id
              ),
              ']'
            )
          FROM
            custom_field_option o
          WHERE
            o.custom_field_id = f."id"
        ),
        ',"createdAt":',
        json_quote(f."created_at"),
        ',"updatedAt":',
        json_quote(f."updated_at"),
        '}'
      ) AS head
    FROM
      custom_field f
    WHERE
      f."organization_id" = ?
      AND f."object_type" = 'workspace'
  )
SELECT
  (
    SELECT
      concat (
        '[',
        group_concat(
          concat (
            '{"id":',
            json_quote(w."id"),
            ',"object":',
            '"workspace"',
            ',"url":',
            json_quote((CAST(? AS TEXT) || '/v1/workspaces/' || w."id")),
            ',"name":',
            json_quote(w."name"),
            ',"workspaceUrl":',
            json_quote(
              CASE
                WHEN w."published" THEN CAST(? AS TEXT) || '/' || CAST(? AS TEXT) || '/' || app_slug (w."name") || '-' || w."id"
              END
            ),
            ',"templateId":',
            json_quote(w."template_id"),
            ',"published":',
            (
              CASE
                WHEN w."published" IS NULL THEN 'null'
                WHEN w."published" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"accountId":',
            json_quote(w."account_id"),
            ',"dealId":',
            json_quote(w."deal_id"),
            ',"startDate":',
            json_quote(w."start_date"),
            ',"targetEndDate":',
            json_quote(w."target_end_date"),
            ',"actualEndDate":',
            json_quote(w."actual_end_date"),
            ',"projectAge":',
            json_quote(
              max(
                0,
                CAST(
                  round((julianday(CAST(? AS TEXT)) - julianday(COALESCE(w."start_date", w."created_at"))) * 86400000) AS INTEGER
                ) / 86400000
              )
            ),
            ',"taskProgress":',
            json_quote(CAST(w."task_progress" AS TEXT)),
            ',"lastContactView":',
            json_quote((substr(w."last_contact_view", 1, 19) || 'Z')),
            ',"totalViews":',
            json_quote(w."total_views"),
            ',"uniqueViewers":',
            json_quote(w."unique_viewers"),
            ',"totalActions":',
            json_quote(w."total_actions"),
            ',"totalTimeSpent":',
            json_quote(w."total_time_spent"),
            ',"contactsCount":',
            json_quote(w."contacts_count"),
            ',"shareSetting":',
            json_quote(w."share_setting"),
            ',"googleVerificationEnabled":',
            (
              CASE
                WHEN w."google_verification_enabled" IS NULL THEN 'null'
                WHEN w."google_verification_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"magicLinkVerificationEnabled":',
            (
              CASE
                WHEN w."magic_link_verification_enabled" IS NULL THEN 'null'
                WHEN w."magic_link_verification_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"welcomePageCta":',
            json_quote(w."welcome_page_cta"),
            ',"welcomePageText":',
            json_quote(w."welcome_page_text"),
            ',"messagesEnabled":',
            (
              CASE
                WHEN w."messages_enabled" IS NULL THEN 'null'
                WHEN w."messages_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"chatChannelEnabled":',
            (
              CASE
                WHEN w."chat_channel_enabled" IS NULL THEN 'null'
                WHEN w."chat_channel_enabled" THEN 'true'
                ELSE 'false'
              END
            ),
            ',"workspaceUsers":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      '{"id":',
                      json_quote(wu."id"),
                      ',"role":',
                      json_quote(wu."role"),
                      ',"workspaceId":',
                      json_quote(wu."workspace_id"),
                      ',"user":',
                      concat (
                        '{"id":',
                        json_quote(u."id"),
                        ',"object":',
                        '"user"',
                        ',"url":',
                        json_quote((CAST(? AS TEXT) || '/v1/users/' || u."id")),
                        ',"firstName":',
                        json_quote(u."first_name"),
                        ',"lastName":',
                        json_quote(u."last_name"),
                        ',"avatar":',
                        json_quote(u."avatar"),
                        ',"email":',
                        json_quote(u."email"),
                        ',"name":',
                        json_quote(
                          CASE
                            WHEN u."name" <> '' THEN u."name"
                            ELSE COALESCE(
                              NULLIF(
                                concat_ws (
                                  ' ',
                                  CASE
                                    WHEN trim(u."first_name", '
') <> '' THEN u."first_name"
                                  END,
                                  CASE
                                    WHEN trim(u."last_name", '
') <> '' THEN u."last_name"
                                  END
                                ),
                                ''
                              ),
                              CASE
                                WHEN instr(u."email", '@') = 0 THEN u."email"
                                ELSE substr(u."email", 1, instr(u."email", '@') - 1)
                              END
                            )
                          END
                        ),
                        ',"createdAt":',
                        json_quote(u."created_at"),
                        ',"updatedAt":',
                        json_quote(u."updated_at"),
                        '}'
                      ),
                      ',"createdAt":',
                      json_quote(wu."created_at"),
                      ',"updatedAt":',
                      json_quote(wu."updated_at"),
                      '}'
                    ),
                    ','
                    ORDER BY
                      wu.created_at,
                      wu.id
                  ),
                  ']'
                )
              FROM
                workspace_user wu
                INNER JOIN app_user u ON u.id = wu.user_id
              WHERE
                wu.workspace_id = w.id
            ),
            ',"workspaceDomains":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      '{"id":',
                      json_quote(wd."id"),
                      ',"role":',
                      json_quote(wd."role"),
                      ',"domain":',
                      json_quote(wd."domain"),
                      ',"workspaceId":',
                      json_quote(wd."workspace_id"),
                      ',"createdAt":',
                      json_quote(wd."created_at"),
                      ',"updatedAt":',
                      json_quote(wd."updated_at"),
                      '}'
                    ),
                    ','
                    ORDER BY
                      wd.created_at,
                      wd.id
                  ),
                  ']'
                )
              FROM
                workspace_domain wd
              WHERE
                wd.workspace_id = w.id
            ),
            ',"account":',
            COALESCE(
              (
                SELECT
                  concat (
                    '{"id":',
                    json_quote(a."id"),
                    ',"object":',
                    '"account"',
                    ',"url":',
                    json_quote((CAST(? AS TEXT) || '/v1/accounts/' || a."id")),
                    ',"name":',
                    json_quote(a."name"),
                    ',"website":',
                    json_quote(a."website"),
                    ',"ownerId":',
                    json_quote(a."owner_id"),
                    ',"logo":',
                    json_quote(a."logo"),
                    ',"crmAAccountId":',
                    json_quote(a."crm_a_account_id"),
                    ',"crmBCompanyId":',
                    json_quote(a."crm_b_company_id"),
                    ',"createdAt":',
                    json_quote(a."created_at"),
                    ',"updatedAt":',
                    json_quote(a."updated_at"),
                    '}'
                  )
                FROM
                  account a
                WHERE
                  a.id = w.account_id
                  AND a.organization_id = w.organization_id
              ),
              'null'
            ),
            ',"deal":',
            COALESCE(
              (
                SELECT
                  concat (
                    '{"id":',
                    json_quote(dl."id"),
                    ',"object":',
                    '"deal"',
                    ',"url":',
                    json_quote((CAST(? AS TEXT) || '/v1/deals/' || dl."id")),
                    ',"crmBDealId":',
                    json_quote(dl."crm_b_deal_id"),
                    ',"crmAOpportunityId":',
                    json_quote(dl."crm_a_opportunity_id"),
                    ',"createdDate":',
                    json_quote((substr(dl."created_date", 1, 19) || 'Z')),
                    ',"closeDate":',
                    json_quote((substr(dl."close_date", 1, 19) || 'Z')),
                    ',"name":',
                    json_quote(dl."name"),
                    ',"amount":',
                    json_quote(dl."amount"),
                    ',"type":',
                    json_quote(dl."type"),
                    ',"stage":',
                    json_quote(dl."stage"),
                    ',"createdAt":',
                    json_quote(dl."created_at"),
                    ',"updatedAt":',
                    json_quote(dl."updated_at"),
                    '}'
                  )
                FROM
                  deal dl
                WHERE
                  dl.id = w.deal_id
                  AND dl.organization_id = w.organization_id
              ),
              'null'
            ),
            ',"customFields":',
            (
              SELECT
                concat (
                  '[',
                  group_concat(
                    concat (
                      substr(f.head, 1, length(f.head) - 1),
                      ',"value":',
                      json_quote(
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
                                group_concat(
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
                                        (
                                          SELECT
                                            value,
                                            KEY AS position
                                          FROM
                                            json_each(v."value")
                                        ) e
                                    )
                                  UNION ALL
                                  SELECT
                                    e.value,
                                    1,
                                    min(e.position),
                                    ''
                                  FROM
                                    (
                                      SELECT
                                        value,
                                        KEY AS position
                                      FROM
                                        json_each(v."value")
                                    ) e
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
                      ),
                      '}'
                    ),
                    ','
                    ORDER BY
                      f.created_at,
                      f.id
                  ),
                  ']'
                )
              FROM
                "custom_field_heads" f
                LEFT JOIN custom_field_value v ON v.custom_field_id = f.id
                AND v.object_id = w.id
                AND v.object_type = 'workspace'
                AND v.organization_id = w.organization_id
            ),
            ',"createdAt":',
            json_quote(w."created_at"),
            ',"updatedAt":',
            json_quote(w."updated_at"),
            '}'
          ),
          ','
          ORDER BY
            w.created_at DESC,
            w.id DESC
        ),
        ']'
      )
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
