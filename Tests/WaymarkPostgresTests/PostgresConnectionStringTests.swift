import Testing
@testable import WaymarkPostgres

/// Connection strings: `${VARIABLE}` expansion, the parts of a `postgres://` URL, passwords only
/// from the environment, and messages that never quote the string. No server needed.
@Suite struct PostgresConnectionStringTests {
    @Test func expandsVariables() {
        let environment = ["DSN": "postgres://u:p@h/db", "PW": "s3cret"]
        #expect(PostgresConnectionString.expand("${DSN}", environment: environment) == .success("postgres://u:p@h/db"))
        #expect(PostgresConnectionString.expand("postgres://u:${PW}@h:${PORT}/db", environment: environment)
            == .failure(.unsetVariable("PORT")))
        #expect(PostgresConnectionString.expand("postgres://u:${PW@h", environment: environment) == .failure(.unclosedVariable))
        #expect(PostgresConnectionString.expand("${EMPTY}", environment: ["EMPTY": ""]) == .failure(.unsetVariable("EMPTY")))
    }

    @Test func parsesTheParts() throws {
        let full = try PostgresConnectionString.parse("postgresql://pets%40app:p%3Ass@db.example.org:6543/pets%20db?sslmode=verify-full").get()
        #expect(full.user == "pets@app")
        #expect(full.password == "p:ss")
        #expect(full.host == "db.example.org")
        #expect(full.port == 6543)
        #expect(full.database == "pets db")
        #expect(full.tls == .verifyFull)
        #expect(full.endpoint == "db.example.org:6543")

        let plain = try PostgresConnectionString.parse("postgres://reader@[::1]/pets").get()
        #expect(plain.password == nil)
        #expect(plain.host == "::1")
        #expect(plain.port == 5432)
        #expect(plain.tls == .prefer)
        #expect(plain.endpoint == "[::1]:5432")

        let socket = try PostgresConnectionString.parse("postgres://reader@/pets?host=/var/run/postgresql&port=5433").get()
        #expect(socket.socketFolder == "/var/run/postgresql")
        #expect(socket.endpoint == "/var/run/postgresql/.s.PGSQL.5433")
    }

    @Test(arguments: [
        ("mysql://u:p@h/db", "it does not start with postgres://"),
        ("postgres://h/db", "it names no user"),
        ("postgres://u@:5432/db", "it names no host"),
        ("postgres://u:p@h:99999/db", "the port is not a number from 1 to 65535"),
        ("postgres://u:p@h/db?sslmode=maybe", "sslmode \"maybe\" is not one of disable, prefer, require, verify-ca, verify-full"),
    ])
    func refusesWhatIsNotAConnectionString(text: String, reason: String) {
        #expect(PostgresConnectionString.parse(text) == .failure(.notAConnectionString(reason: reason)))
    }

    /// site.yml may name the password only through a variable; the messages name the source and
    /// variable, never the value.
    @Test func passwordsComeFromTheEnvironment() {
        let environment = ["DSN": "postgres://u:hunter2@h/db", "PW": "hunter2"]
        #expect(PostgresConnectionString.resolve("postgres://u:hunter2@h/db", environment: environment) == .failure(.passwordInSiteFile))
        #expect(PostgresConnectionString.resolve("postgres://u@h/db?password=hunter2", environment: environment) == .failure(.passwordInSiteFile))
        #expect((try? PostgresConnectionString.resolve("postgres://u:${PW}@h/db", environment: environment).get())?.password == "hunter2")
        #expect((try? PostgresConnectionString.resolve("${DSN}", environment: environment).get())?.password == "hunter2")
        let problems: [PostgresConnectionString.Problem] = [
            .unsetVariable("DSN"), .unclosedVariable, .passwordInSiteFile, .notAConnectionString(reason: "it names no host"),
        ]
        for problem in problems {
            let message = problem.message(source: "pets")
            #expect(message.hasPrefix("source \"pets\": "))
            #expect(!message.contains("hunter2"))
        }
    }
}
