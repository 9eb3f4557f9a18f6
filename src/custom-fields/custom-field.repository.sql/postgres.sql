-- Generated from custom-field.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The organization's workspace custom fields with their options, as wire JSON without the value (once per statement)
WITH
  "custom_field_heads" AS MATERIALIZED (
    SELECT
      f."id" AS id,
      f."type" AS type,
      f."created_at" AS created_at,
      (
        '{"id":' || COALESCE(to_json(f."id")::text, 'null')
        || ',"object":' || '"customField"'
        || ',"url":' || COALESCE(to_json((CAST($1 AS TEXT) || '/v1/custom-fields/' || f."id"))::text, 'null')
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
      f."organization_id" = $2
      AND f."object_type" = 'workspace'
  )
SELECT
  1;

-- One workspace's customFields as wire JSON: every definition with its display value (an expression of the row)
SELECT
  (
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
  );

-- Values of one object stored (one row per value; an existing value of the field is replaced)
INSERT INTO
  "custom_field_value" ("id", "organization_id", "custom_field_id", "object_type", "object_id", "value", "updated_at")
VALUES
  ($1, $2, $3, $4, $5, $6, $7)
ON CONFLICT ("custom_field_id", "object_id") DO UPDATE
SET
  "value" = EXCLUDED."value",
  "updated_at" = EXCLUDED."updated_at";
