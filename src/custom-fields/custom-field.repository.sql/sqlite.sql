-- Generated from custom-field.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The organization's workspace custom fields with their options, as wire JSON without the value (once per statement)
WITH
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
  1;

-- One workspace's customFields as wire JSON: every definition with its display value (an expression of the row)
SELECT
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
  );

-- Values of one object stored (one row per value; an existing value of the field is replaced)
INSERT INTO
  "custom_field_value" ("id", "organization_id", "custom_field_id", "object_type", "object_id", "value", "updated_at")
VALUES
  (?, ?, ?, ?, ?, ?, ?)
ON CONFLICT ("custom_field_id", "object_id") DO UPDATE
SET
  "value" = EXCLUDED."value",
  "updated_at" = EXCLUDED."updated_at";
