/// docs/openapi.yaml, served at `/openapi.yaml`. A test checks that the two are the same and
/// that every route is in it; after editing the YAML, paste it here.
enum OpenAPIDocument {
    static let text = #"""
        openapi: 3.1.0
        info:
          title: swift-autofill local service
          version: 0.1.0
          summary: The JSON API of `autofill serve`.
          description: |
            The local AutoFill service listens on loopback TCP (default http://127.0.0.1:7391) and on a
            Unix socket in its state directory. Over TCP every request except the public ones needs
            `Authorization: Bearer TOKEN`, where TOKEN is the access token in the state directory's
            `token` file (mode 0600) or a web session token from `POST /v1/session`. Over the Unix socket
            (mode 0600) the connection is the credential. Requests whose `Host` is not a loopback name or
            the demo domain, and requests with a foreign `Origin`, are refused with 403. Errors are
            `{"error": {"code": "...", "message": "..."}}`. See docs/server.md.
          license:
            name: Apache-2.0
        servers:
          - url: http://127.0.0.1:7391
        security:
          - bearer: []
        paths:
          /v1/health:
            get:
              summary: Liveness check (no credentials needed).
              security: []
              responses:
                "200":
                  description: The service is up.
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          status: { type: string, const: ok }
          /v1/session:
            post:
              summary: Exchange a one-time login code (from a login URL's `#login=` fragment) for a web session token.
              security: []
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [loginCode]
                      properties:
                        loginCode: { type: string }
              responses:
                "201":
                  description: A session token for this origin; send it as a bearer token.
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          token: { type: string }
                          expiresAt: { type: string, format: date-time }
                          role: { type: string, enum: [app, demoSite] }
                "401": { $ref: "#/components/responses/Error" }
            delete:
              summary: End the web session whose token the request carries.
              responses:
                "204": { description: Logged out. }
          /v1/login-links:
            post:
              summary: Make a one-time login URL, for the service's page or a demo-site page.
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      properties:
                        host: { type: string, description: "A demo-site host such as login.example.test; omit for the service's own page." }
                        path: { type: string, description: "The page to open, such as /demo/signin." }
              responses:
                "201":
                  description: The URL (valid 15 minutes, once).
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          url: { type: string }
                          expiresAt: { type: string, format: date-time }
                "400": { $ref: "#/components/responses/Error" }
                "403": { $ref: "#/components/responses/Error" }
          /v1/status:
            get:
              summary: Service and vault state, for any session.
              responses:
                "200":
                  description: State.
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          service: { type: string }
                          version: { type: string }
                          vaultExists: { type: boolean }
                          vaultUnlocked: { type: boolean }
                          presenceSecondsLeft: { type: [integer, "null"] }
                          access: { type: string, enum: [full, site] }
          /v1/vault:
            get:
              summary: Vault state.
              responses:
                "200": { $ref: "#/components/responses/VaultStatus" }
                "403": { $ref: "#/components/responses/Error" }
            post:
              summary: Create the vault (first run); it is left unlocked.
              requestBody: { $ref: "#/components/requestBodies/Passphrase" }
              responses:
                "201": { $ref: "#/components/responses/VaultStatus" }
                "400": { $ref: "#/components/responses/Error" }
                "409": { $ref: "#/components/responses/Error" }
          /v1/vault/unlock:
            post:
              summary: Unlock the vault. This is also the user-presence check fills rely on.
              requestBody: { $ref: "#/components/requestBodies/Passphrase" }
              responses:
                "200": { $ref: "#/components/responses/VaultStatus" }
                "401": { $ref: "#/components/responses/Error" }
                "404": { $ref: "#/components/responses/Error" }
          /v1/vault/lock:
            post:
              summary: Lock the vault (drop its key).
              responses:
                "200": { $ref: "#/components/responses/VaultStatus" }
          /v1/codes:
            get:
              summary: Verification-code generators with their current codes (TOTP) and seconds left.
              parameters:
                - name: query
                  in: query
                  required: false
                  description: A domain, an id prefix, or text in the issuer, name or account.
                  schema: { type: string, maxLength: 512 }
              responses:
                "200":
                  description: The generators.
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          codes:
                            type: array
                            items: { $ref: "#/components/schemas/CodeEntry" }
                "423": { $ref: "#/components/responses/Error" }
            post:
              summary: Add a generator from an otpauth:// or apple-otpauth:// link.
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [url]
                      properties:
                        url: { type: string }
                        credentialID: { type: string, format: uuid, description: "Attach to this credential instead of keeping the generator on its own." }
              responses:
                "201":
                  description: The new generator.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/CodeEntry" }
                "400": { $ref: "#/components/responses/Error" }
                "423": { $ref: "#/components/responses/Error" }
          /v1/codes/qr:
            post:
              summary: Add a generator from a QR image's grayscale pixels (the page draws the image on a canvas).
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [width, height, pixels]
                      properties:
                        width: { type: integer, minimum: 1, maximum: 4096 }
                        height: { type: integer, minimum: 1, maximum: 4096 }
                        pixels: { type: string, contentEncoding: base64, description: "width*height bytes, 0 black to 255 white, row by row." }
              responses:
                "201":
                  description: The new generator.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/CodeEntry" }
                "400": { $ref: "#/components/responses/Error" }
          /v1/messages:
            post:
              summary: Take in an SMS or e-mail text (phone forwarders); its code is offered for three minutes.
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [text]
                      properties:
                        text: { type: string, maxLength: 32768 }
                        sender: { type: string }
                        channel: { type: string, enum: [sms, email] }
              responses:
                "200":
                  description: What was found (never the code itself).
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          found: { type: boolean }
                          id: { type: string }
                          kind: { type: string, enum: [domainBound, freeForm] }
                          domain: { type: string }
                          embeddedDomain: { type: string }
                          expiresAt: { type: string, format: date-time }
                "400": { $ref: "#/components/responses/Error" }
          /v1/fields:
            post:
              summary: Register a focused field and get its ranked suggestions (no secrets).
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [field]
                      properties:
                        pageURL: { type: string }
                        frameURLs: { type: array, items: { type: string }, description: "The frames around the field below the top page, outermost first; the field is in the last." }
                        appID: { type: string }
                        associatedDomains: { type: array, items: { type: string } }
                        field: { type: object, description: "A FormFields FieldDescriptor (tag, type, name, id, autocomplete, label, ...)." }
              responses:
                "201": { $ref: "#/components/responses/Field" }
                "400": { $ref: "#/components/responses/Error" }
                "403": { $ref: "#/components/responses/Error" }
          /v1/fields/{id}:
            parameters:
              - name: id
                in: path
                required: true
                schema: { type: string, format: uuid }
            get:
              summary: The field's current suggestions.
              responses:
                "200": { $ref: "#/components/responses/Field" }
                "404": { $ref: "#/components/responses/Error" }
            delete:
              summary: The field lost focus.
              responses:
                "204": { description: Forgotten. }
                "404": { $ref: "#/components/responses/Error" }
          /v1/fill:
            post:
              summary: Choose a suggestion and get its value, once. Needs the vault unlocked within the presence interval.
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [fieldID, suggestionID]
                      properties:
                        fieldID: { type: string, format: uuid }
                        suggestionID: { type: string }
              responses:
                "200":
                  description: The value to fill.
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          value: { type: string }
                          type: { type: string, enum: [oneTimeCode, password] }
                          user: { type: string }
                "403": { $ref: "#/components/responses/Error" }
                "404": { $ref: "#/components/responses/Error" }
          /v1/events:
            get:
              summary: Server-sent events.
              description: |
                Events: `hello` (on connect), `vault-locked`, `vault-unlocked`, `code-arrived`, `codes-changed`,
                `suggestions` (a focused field's new suggestions, same shape as the Field response).
                A `: keep-alive` comment every 15 seconds. Demo-site sessions receive only the events of their own fields
                and the vault state.
              responses:
                "200":
                  description: An endless event stream.
                  content:
                    text/event-stream:
                      schema: { type: string }
          /openapi.yaml:
            get:
              summary: This document (no credentials needed).
              security: []
              responses:
                "200":
                  description: OpenAPI 3.1.
                  content:
                    application/yaml:
                      schema: { type: string }
        components:
          securitySchemes:
            bearer:
              type: http
              scheme: bearer
          requestBodies:
            Passphrase:
              required: true
              content:
                application/json:
                  schema:
                    type: object
                    required: [passphrase]
                    properties:
                      passphrase: { type: string, minLength: 1 }
          responses:
            Error:
              description: An error.
              content:
                application/json:
                  schema:
                    type: object
                    properties:
                      error:
                        type: object
                        properties:
                          code: { type: string }
                          message: { type: string }
            VaultStatus:
              description: Vault state.
              content:
                application/json:
                  schema:
                    type: object
                    properties:
                      exists: { type: boolean }
                      unlocked: { type: boolean }
                      path: { type: string }
                      presenceSecondsLeft: { type: [integer, "null"] }
                      presenceInterval: { type: integer }
            Field:
              description: A focused field and its suggestions.
              content:
                application/json:
                  schema:
                    type: object
                    properties:
                      fieldID: { type: string, format: uuid }
                      kind: { type: string }
                      suggestions: { type: array, maxItems: 3, items: { $ref: "#/components/schemas/Suggestion" } }
                      all: { type: array, items: { $ref: "#/components/schemas/Suggestion" } }
                      vaultLocked: { type: boolean }
                      failures: { type: array, items: { type: string }, description: "Providers that failed or were late." }
          schemas:
            CodeEntry:
              type: object
              properties:
                id: { type: string }
                name: { type: string }
                issuer: { type: string }
                account: { type: string }
                domains: { type: array, items: { type: string } }
                type: { type: string, enum: [totp, hotp] }
                digits: { type: integer }
                period: { type: integer }
                code: { type: string }
                secondsRemaining: { type: integer }
            Suggestion:
              type: object
              properties:
                id: { type: string }
                type: { type: string, enum: [oneTimeCode, password] }
                kind: { type: string, enum: [deliveredCode, verificationCode, password, strongPassword] }
                label: { type: string }
                detail: { type: string }
                match: { type: string, enum: [sameOrigin, sameSite, unbound] }
                boundDomain: { type: string, description: "Shown when the match is by site rather than origin." }
                provider: { type: string, description: "The provider's id: messages, keychain, or an external provider's." }
                expiresAt: { type: string, format: date-time }
        """#
}
