import Foundation
import FuzzSupport
import SyncProtocol

// Decodes arbitrary bytes as every JSON body of the sync protocol: what the server reads from
// clients (accounts, sign-ins, key changes, batches) and what clients read from a server
// (pages, push answers, errors with conflicts, sessions, device lists). Whatever decodes must
// encode, and its encoding must decode to the same encoding again (the custom Base64 and key
// handling round-trips).
let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
}()

func roundTrip<T: Codable>(_ type: T.Type, _ data: Data) {
    guard let value = try? JSONDecoder().decode(T.self, from: data) else { return }
    guard let first = try? encoder.encode(value) else { fatalError("\(T.self) decoded but does not encode") }
    guard let again = try? JSONDecoder().decode(T.self, from: first) else {
        fatalError("\(T.self) does not decode its own encoding")
    }
    guard let second = try? encoder.encode(again), second == first else {
        fatalError("\(T.self) encodes differently after a round trip")
    }
}

runFuzzer { data, size in
    let input = Data(fuzzInput(data, size))
    roundTrip(CreateAccountRequest.self, input)
    roundTrip(SessionRequest.self, input)
    roundTrip(ChangeKeyRequest.self, input)
    roundTrip(PreloginRequest.self, input)
    roundTrip(PushRequest.self, input)
    roundTrip(ChangesPage.self, input)
    roundTrip(PushResponse.self, input)
    roundTrip(SyncErrorBody.self, input)
    roundTrip(SessionResponse.self, input)
    roundTrip(DeviceList.self, input)
    roundTrip(PreloginResponse.self, input)
    roundTrip(ServerInfo.self, input)
    return 0
}
